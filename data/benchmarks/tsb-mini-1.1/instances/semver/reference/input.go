package main

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"strconv"
	"syscall"
)

// versionList is what `sort` and `match` read: the valid versions in input order, and whether
// any input error was reported.
type versionList struct {
	versions []Version
	failed   bool
}

var bom = []byte{0xEF, 0xBB, 0xBF}

// readVersions reads FILE operands (standard input when there are none) line by line.
func readVersions(inv *invocation, files []string) versionList {
	var list versionList
	if len(files) == 0 {
		files = []string{"-"}
	}
	stdinRead := false
	for _, name := range files {
		var data []byte
		var err error
		if name == "-" {
			if stdinRead {
				continue
			}
			stdinRead = true
			data, err = io.ReadAll(os.Stdin)
		} else {
			data, err = os.ReadFile(name)
		}
		if err != nil {
			inv.diag("%s: %s", name, readReason(err))
			list.failed = true
			continue
		}
		readLines(inv, name, data, &list)
	}
	return list
}

func readReason(err error) string {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "No such file or directory"
	case errors.Is(err, syscall.EISDIR):
		return "Is a directory"
	}
	return "Permission denied"
}

func readLines(inv *invocation, name string, data []byte, list *versionList) {
	data = bytes.TrimPrefix(data, bom)
	lines := bytes.Split(data, []byte("\n"))
	if len(lines) > 0 && len(lines[len(lines)-1]) == 0 {
		lines = lines[:len(lines)-1] // the text after the final newline is not a line
	}
	for i, raw := range lines {
		line := bytes.TrimSuffix(raw, []byte("\r"))
		line = bytes.Trim(line, " \t")
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		v, ok := ParseVersion(string(line))
		if !ok {
			inv.diag("%s:%s: invalid version: %s", name, strconv.Itoa(i+1), line)
			list.failed = true
			continue
		}
		list.versions = append(list.versions, v)
	}
}
