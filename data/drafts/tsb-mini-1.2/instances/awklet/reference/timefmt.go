package main

import (
	"math"
	"strconv"
	"strings"
	"time"
	_ "time/tzdata" // time zone names work without the system's zoneinfo files
)

const defaultTimeFormat = "%a %b %e %H:%M:%S %Z %Y"

func (in *interp) strftimeBuiltin(args []expr) value {
	format := defaultTimeFormat
	if len(args) >= 1 {
		format = in.toStr(in.eval(args[0]))
	}
	var ts int64
	if len(args) >= 2 {
		n := toNum(in.eval(args[1]))
		if math.IsNaN(n) || n < -62135596800 || n > 253402300799 {
			in.fatal("strftime: timestamp out of range")
		}
		ts = int64(math.Trunc(n))
	} else {
		ts = time.Now().Unix()
	}
	utc := false
	if len(args) == 3 {
		utc = toBool(in.eval(args[2]))
	}
	t := time.Unix(ts, 0)
	if utc {
		t = t.UTC()
	} else {
		t = t.Local()
	}
	return str(strftime(format, t))
}

var weekdays = []string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
var months = []string{"January", "February", "March", "April", "May", "June", "July", "August",
	"September", "October", "November", "December"}

func pad2(n int) string {
	if n < 10 && n >= 0 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

func padN(n int, width int, padChar byte) string {
	s := strconv.Itoa(n)
	for len(s) < width {
		s = string(padChar) + s
	}
	return s
}

// strftime formats t by format with the conversions awklet supports.
func strftime(format string, t time.Time) string {
	var sb strings.Builder
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' || i+1 >= len(format) {
			sb.WriteByte(c)
			continue
		}
		i++
		hour12 := t.Hour() % 12
		if hour12 == 0 {
			hour12 = 12
		}
		switch format[i] {
		case 'a':
			sb.WriteString(weekdays[t.Weekday()][:3])
		case 'A':
			sb.WriteString(weekdays[t.Weekday()])
		case 'b', 'h':
			sb.WriteString(months[t.Month()-1][:3])
		case 'B':
			sb.WriteString(months[t.Month()-1])
		case 'c':
			sb.WriteString(strftime("%a %b %e %H:%M:%S %Y", t))
		case 'C':
			sb.WriteString(pad2(t.Year() / 100))
		case 'd':
			sb.WriteString(pad2(t.Day()))
		case 'D':
			sb.WriteString(strftime("%m/%d/%y", t))
		case 'e':
			sb.WriteString(padN(t.Day(), 2, ' '))
		case 'F':
			sb.WriteString(strftime("%Y-%m-%d", t))
		case 'H':
			sb.WriteString(pad2(t.Hour()))
		case 'I':
			sb.WriteString(pad2(hour12))
		case 'j':
			sb.WriteString(padN(t.YearDay(), 3, '0'))
		case 'k':
			sb.WriteString(padN(t.Hour(), 2, ' '))
		case 'l':
			sb.WriteString(padN(hour12, 2, ' '))
		case 'm':
			sb.WriteString(pad2(int(t.Month())))
		case 'M':
			sb.WriteString(pad2(t.Minute()))
		case 'n':
			sb.WriteByte('\n')
		case 'p':
			if t.Hour() < 12 {
				sb.WriteString("AM")
			} else {
				sb.WriteString("PM")
			}
		case 'r':
			sb.WriteString(strftime("%I:%M:%S %p", t))
		case 'R':
			sb.WriteString(strftime("%H:%M", t))
		case 's':
			sb.WriteString(strconv.FormatInt(t.Unix(), 10))
		case 'S':
			sb.WriteString(pad2(t.Second()))
		case 't':
			sb.WriteByte('\t')
		case 'T':
			sb.WriteString(strftime("%H:%M:%S", t))
		case 'u':
			wd := int(t.Weekday())
			if wd == 0 {
				wd = 7
			}
			sb.WriteString(strconv.Itoa(wd))
		case 'w':
			sb.WriteString(strconv.Itoa(int(t.Weekday())))
		case 'y':
			sb.WriteString(pad2(t.Year() % 100))
		case 'Y':
			sb.WriteString(strconv.Itoa(t.Year()))
		case 'z':
			_, off := t.Zone()
			sign := byte('+')
			if off < 0 {
				sign = '-'
				off = -off
			}
			sb.WriteByte(sign)
			sb.WriteString(pad2(off / 3600))
			sb.WriteString(pad2(off % 3600 / 60))
		case 'Z':
			name, _ := t.Zone()
			sb.WriteString(name)
		case '%':
			sb.WriteByte('%')
		default:
			sb.WriteByte('%')
			sb.WriteByte(format[i])
		}
	}
	return sb.String()
}

// mktime reads "YYYY MM DD HH MM SS [DST]" and returns the timestamp, or -1.
func mktime(spec string, utc bool) float64 {
	fields := strings.Fields(spec)
	if len(fields) < 6 || len(fields) > 7 {
		return -1
	}
	var nums [6]int
	for i := 0; i < 6; i++ {
		n, err := strconv.Atoi(fields[i])
		if err != nil || n > 1000000000 || n < -1000000000 {
			return -1
		}
		nums[i] = n
	}
	if len(fields) == 7 {
		if _, err := strconv.Atoi(fields[6]); err != nil {
			return -1
		}
	}
	loc := time.Local
	if utc {
		loc = time.UTC
	}
	t := time.Date(nums[0], time.Month(nums[1]), nums[2], nums[3], nums[4], nums[5], 0, loc)
	return float64(t.Unix())
}
