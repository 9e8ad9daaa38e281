// fieldcut: select fields or characters from each input line (a small `cut`).
// Standard library only; built with `rustc -O main.rs -o executable`.
use std::env;
use std::fs;
use std::io::{self, BufWriter, Read, Write};
use std::process;

const PROG: &str = "fieldcut";

fn usage_error(msg: &str) -> ! {
    eprintln!("{}: {}", PROG, msg);
    process::exit(2);
}

/// An inclusive range of 1-based positions; `hi == u64::MAX` means "to the end".
#[derive(Clone, Copy, Debug)]
struct Range {
    lo: u64,
    hi: u64,
}

fn parse_num(s: &str) -> Option<u64> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // Positions beyond any line are legal, so very long numbers saturate.
    let mut v: u64 = 0;
    for b in s.bytes() {
        v = v.saturating_mul(10).saturating_add(u64::from(b - b'0'));
    }
    Some(v)
}

fn parse_list(list: &str) -> Vec<Range> {
    let mut ranges = Vec::new();
    for item in list.split(',') {
        let bad = || -> u64 { usage_error(&format!("invalid list item: '{}'", item)) };
        let (lo, hi) = match item.find('-') {
            None => {
                let n = parse_num(item).unwrap_or_else(bad);
                (n, n)
            }
            Some(i) => {
                let (a, b) = (&item[..i], &item[i + 1..]);
                if a.is_empty() && b.is_empty() {
                    bad();
                }
                let lo = if a.is_empty() { 1 } else { parse_num(a).unwrap_or_else(bad) };
                let hi = if b.is_empty() { u64::MAX } else { parse_num(b).unwrap_or_else(bad) };
                (lo, hi)
            }
        };
        if lo == 0 || hi == 0 {
            usage_error("fields and positions are numbered from 1");
        }
        if hi < lo {
            usage_error(&format!("invalid decreasing range: '{}'", item));
        }
        ranges.push(Range { lo, hi });
    }
    normalize(ranges)
}

/// Sorts ranges and merges overlapping or touching ones.
fn normalize(mut ranges: Vec<Range>) -> Vec<Range> {
    ranges.sort_by_key(|r| (r.lo, r.hi));
    let mut out: Vec<Range> = Vec::new();
    for r in ranges {
        if let Some(last) = out.last_mut() {
            if r.lo <= last.hi.saturating_add(1) {
                last.hi = last.hi.max(r.hi);
                continue;
            }
        }
        out.push(r);
    }
    out
}

/// The positions not covered by `ranges` (which are sorted and merged).
fn complement(ranges: &[Range]) -> Vec<Range> {
    let mut out = Vec::new();
    let mut next: u64 = 1;
    for r in ranges {
        if r.lo > next {
            out.push(Range { lo: next, hi: r.lo - 1 });
        }
        if r.hi == u64::MAX {
            return out;
        }
        next = r.hi + 1;
    }
    out.push(Range { lo: next, hi: u64::MAX });
    out
}

fn selected(ranges: &[Range], pos: u64) -> bool {
    ranges.iter().any(|r| r.lo <= pos && pos <= r.hi)
}

enum Mode {
    Fields,
    Chars,
}

struct Config {
    mode: Mode,
    ranges: Vec<Range>,
    delim: Vec<u8>,
    out_delim: Option<Vec<u8>>,
    only_delimited: bool,
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if needle.is_empty() || hay.len() < needle.len() {
        return None;
    }
    (from..=hay.len() - needle.len()).find(|&i| &hay[i..i + needle.len()] == needle)
}

fn split_fields<'a>(line: &'a [u8], delim: &[u8]) -> Vec<&'a [u8]> {
    let mut fields = Vec::new();
    let mut start = 0;
    while let Some(i) = find(line, delim, start) {
        fields.push(&line[start..i]);
        start = i + delim.len();
    }
    fields.push(&line[start..]);
    fields
}

/// Writes the output line for `line` (without newline); returns false if it is suppressed.
fn cut_fields(cfg: &Config, line: &[u8], out: &mut Vec<u8>) -> bool {
    if find(line, &cfg.delim, 0).is_none() {
        if cfg.only_delimited {
            return false;
        }
        out.extend_from_slice(line);
        return true;
    }
    let sep = cfg.out_delim.as_deref().unwrap_or(&cfg.delim);
    let mut first = true;
    for (i, field) in split_fields(line, &cfg.delim).iter().enumerate() {
        if selected(&cfg.ranges, i as u64 + 1) {
            if !first {
                out.extend_from_slice(sep);
            }
            out.extend_from_slice(field);
            first = false;
        }
    }
    true
}

/// Splits a line into characters: UTF-8 sequences, and each invalid byte on its own.
fn split_chars(line: &[u8]) -> Vec<&[u8]> {
    let mut units = Vec::new();
    let mut rest = line;
    while !rest.is_empty() {
        match std::str::from_utf8(rest) {
            Ok(s) => {
                push_str_chars(s, rest, &mut units);
                break;
            }
            Err(e) => {
                let good = e.valid_up_to();
                let s = std::str::from_utf8(&rest[..good]).unwrap_or("");
                push_str_chars(s, rest, &mut units);
                let bad = e.error_len().unwrap_or(rest.len() - good);
                for k in 0..bad {
                    units.push(&rest[good + k..good + k + 1]);
                }
                rest = &rest[good + bad..];
            }
        }
    }
    units
}

fn push_str_chars<'a>(s: &str, bytes: &'a [u8], units: &mut Vec<&'a [u8]>) {
    for (i, c) in s.char_indices() {
        units.push(&bytes[i..i + c.len_utf8()]);
    }
}

fn cut_chars(cfg: &Config, line: &[u8], out: &mut Vec<u8>) -> bool {
    let mut prev_selected = false;
    let mut any = false;
    for (i, unit) in split_chars(line).iter().enumerate() {
        let sel = selected(&cfg.ranges, i as u64 + 1);
        if sel {
            if let Some(sep) = &cfg.out_delim {
                if any && !prev_selected {
                    out.extend_from_slice(sep);
                }
            }
            out.extend_from_slice(unit);
            any = true;
        }
        prev_selected = sel;
    }
    true
}

fn process_data(cfg: &Config, data: &[u8], w: &mut impl Write) -> io::Result<()> {
    if data.is_empty() {
        return Ok(());
    }
    let body = if data.ends_with(b"\n") { &data[..data.len() - 1] } else { data };
    let mut out = Vec::new();
    for line in body.split(|&b| b == b'\n') {
        out.clear();
        let keep = match cfg.mode {
            Mode::Fields => cut_fields(cfg, line, &mut out),
            Mode::Chars => cut_chars(cfg, line, &mut out),
        };
        if keep {
            out.push(b'\n');
            w.write_all(&out)?;
        }
    }
    Ok(())
}

fn read_input(name: &str) -> Result<Vec<u8>, String> {
    let mut data = Vec::new();
    if name == "-" {
        io::stdin().read_to_end(&mut data).map_err(|e| e.to_string())?;
        return Ok(data);
    }
    match fs::metadata(name) {
        Ok(m) if m.is_dir() => return Err("Is a directory".to_string()),
        Ok(_) => {}
        Err(e) => return Err(describe(&e)),
    }
    fs::File::open(name)
        .and_then(|mut f| f.read_to_end(&mut data))
        .map_err(|e| describe(&e))?;
    Ok(data)
}

fn describe(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::NotFound => "No such file or directory".to_string(),
        io::ErrorKind::PermissionDenied => "Permission denied".to_string(),
        _ => e.to_string(),
    }
}

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    let mut list: Option<(Mode, String)> = None;
    let mut delim: Option<String> = None;
    let mut out_delim: Option<String> = None;
    let mut only_delimited = false;
    let mut complemented = false;
    let mut files: Vec<String> = Vec::new();
    let mut options_done = false;

    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if options_done || arg == "-" || !arg.starts_with('-') {
            files.push(arg.clone());
            continue;
        }
        if arg == "--" {
            options_done = true;
            continue;
        }
        if arg.starts_with("--") {
            if arg == "--complement" {
                complemented = true;
            } else if arg == "--output-delimiter" {
                if i >= args.len() {
                    usage_error("option requires an argument: --output-delimiter");
                }
                out_delim = Some(args[i].clone());
                i += 1;
            } else if let Some(v) = arg.strip_prefix("--output-delimiter=") {
                out_delim = Some(v.to_string());
            } else {
                usage_error(&format!("unknown option: {}", arg));
            }
            continue;
        }
        let (opt, attached) = arg.split_at(2.min(arg.len()));
        match opt {
            "-f" | "-c" | "-d" => {
                let value = if !attached.is_empty() {
                    attached.to_string()
                } else if i < args.len() {
                    i += 1;
                    args[i - 1].clone()
                } else {
                    usage_error(&format!("option requires an argument: {}", opt));
                };
                match opt {
                    "-d" => delim = Some(value),
                    _ => {
                        if list.is_some() {
                            usage_error("only one list may be specified");
                        }
                        let mode = if opt == "-f" { Mode::Fields } else { Mode::Chars };
                        list = Some((mode, value));
                    }
                }
            }
            "-s" if attached.is_empty() => only_delimited = true,
            _ => usage_error(&format!("unknown option: {}", arg)),
        }
    }

    let (mode, list_text) = match list {
        Some(l) => l,
        None => usage_error("you must specify a list of fields or characters"),
    };
    if let Some(d) = &delim {
        if d.chars().count() != 1 {
            usage_error("the delimiter must be a single character");
        }
    }
    if let Mode::Chars = mode {
        if delim.is_some() {
            usage_error("a delimiter may be specified only when operating on fields");
        }
        if only_delimited {
            usage_error("suppressing non-delimited lines makes sense only when operating on fields");
        }
    }
    let mut ranges = parse_list(&list_text);
    if complemented {
        ranges = complement(&ranges);
    }
    let cfg = Config {
        mode,
        ranges,
        delim: delim.unwrap_or_else(|| "\t".to_string()).into_bytes(),
        out_delim: out_delim.map(String::into_bytes),
        only_delimited,
    };

    if files.is_empty() {
        files.push("-".to_string());
    }
    let stdout = io::stdout();
    let mut w = BufWriter::new(stdout.lock());
    let mut status = 0;
    for name in &files {
        match read_input(name) {
            Ok(data) => {
                if process_data(&cfg, &data, &mut w).is_err() {
                    process::exit(1);
                }
            }
            Err(msg) => {
                let _ = w.flush();
                eprintln!("{}: {}: {}", PROG, name, msg);
                status = 1;
            }
        }
    }
    if w.flush().is_err() {
        process::exit(1);
    }
    process::exit(status);
}
