package main

import (
	"strconv"
	"strings"
)

// maxNumber is the largest MAJOR, MINOR or PATCH (2^53 - 1).
const maxNumber uint64 = 9007199254740991

// maxVersionLength is the longest version text accepted, in characters.
const maxVersionLength = 256

// Version is a parsed semantic version.
type Version struct {
	Major, Minor, Patch uint64
	Pre                 []string // prerelease identifiers; nil when there is none
	Build               []string
}

// String is the normal form: no leading "v", prerelease and build unchanged.
func (v Version) String() string {
	s := strconv.FormatUint(v.Major, 10) + "." + strconv.FormatUint(v.Minor, 10) + "." +
		strconv.FormatUint(v.Patch, 10)
	if len(v.Pre) > 0 {
		s += "-" + strings.Join(v.Pre, ".")
	}
	if len(v.Build) > 0 {
		s += "+" + strings.Join(v.Build, ".")
	}
	return s
}

// parseNumber reads MAJOR, MINOR or PATCH: no leading zeros, at most maxNumber.
func parseNumber(s string) (uint64, bool) {
	if s == "" || !allDigits(s) || (len(s) > 1 && s[0] == '0') {
		return 0, false
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil || n > maxNumber {
		return 0, false
	}
	return n, true
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// validIdentifier reports whether s is a non-empty string of [0-9A-Za-z-].
func validIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-') {
			return false
		}
	}
	return true
}

// parseIdentifiers splits a dot-separated prerelease or build; numeric prerelease identifiers
// must not have leading zeros.
func parseIdentifiers(s string, prerelease bool) ([]string, bool) {
	ids := strings.Split(s, ".")
	for _, id := range ids {
		if !validIdentifier(id) {
			return nil, false
		}
		if prerelease && allDigits(id) && len(id) > 1 && id[0] == '0' {
			return nil, false
		}
	}
	return ids, true
}

// ParseVersion parses a version operand or input line (the length limit applies).
func ParseVersion(text string) (Version, bool) {
	if len(text) > maxVersionLength {
		return Version{}, false
	}
	return parseFull(strings.TrimPrefix(text, "v"))
}

// parseFull parses MAJOR.MINOR.PATCH[-PRE][+BUILD] without a leading "v".
func parseFull(s string) (Version, bool) {
	var v Version
	core := s
	if i := strings.IndexByte(core, '+'); i >= 0 {
		build, ok := parseIdentifiers(core[i+1:], false)
		if !ok {
			return v, false
		}
		v.Build = build
		core = core[:i]
	}
	if i := strings.IndexByte(core, '-'); i >= 0 {
		pre, ok := parseIdentifiers(core[i+1:], true)
		if !ok {
			return v, false
		}
		v.Pre = pre
		core = core[:i]
	}
	parts := strings.Split(core, ".")
	if len(parts) != 3 {
		return v, false
	}
	var ok bool
	if v.Major, ok = parseNumber(parts[0]); !ok {
		return v, false
	}
	if v.Minor, ok = parseNumber(parts[1]); !ok {
		return v, false
	}
	if v.Patch, ok = parseNumber(parts[2]); !ok {
		return v, false
	}
	return v, true
}

func compareUint(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// compareNumeric compares two digit strings without leading zeros by value, whatever their size.
func compareNumeric(a, b string) int {
	if len(a) != len(b) {
		return compareUint(uint64(len(a)), uint64(len(b)))
	}
	return strings.Compare(a, b)
}

func compareIdentifier(a, b string) int {
	an, bn := allDigits(a), allDigits(b)
	switch {
	case an && bn:
		return compareNumeric(a, b)
	case an:
		return -1
	case bn:
		return 1
	}
	return strings.Compare(a, b)
}

// Compare orders two versions by precedence; build metadata is ignored.
func Compare(a, b Version) int {
	if c := compareUint(a.Major, b.Major); c != 0 {
		return c
	}
	if c := compareUint(a.Minor, b.Minor); c != 0 {
		return c
	}
	if c := compareUint(a.Patch, b.Patch); c != 0 {
		return c
	}
	switch {
	case len(a.Pre) == 0 && len(b.Pre) == 0:
		return 0
	case len(a.Pre) == 0:
		return 1
	case len(b.Pre) == 0:
		return -1
	}
	for i := 0; i < len(a.Pre) && i < len(b.Pre); i++ {
		if c := compareIdentifier(a.Pre[i], b.Pre[i]); c != 0 {
			return c
		}
	}
	return compareUint(uint64(len(a.Pre)), uint64(len(b.Pre)))
}
