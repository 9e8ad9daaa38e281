package main

var parts = map[string]bool{"major": true, "minor": true, "patch": true, "release": true, "pre": true}

func runBump(inv *invocation) int {
	part, text := inv.operands[0], inv.operands[1]
	if !parts[part] {
		return inv.usageError(usage("unknown part: %s", part))
	}
	if inv.idGiven && part != "pre" {
		return inv.usageError(usage("--id is only valid with pre"))
	}
	if inv.idGiven && !validPreID(inv.id) {
		return inv.usageError(usage("invalid prerelease identifier: %s", inv.id))
	}
	v, ok := ParseVersion(text)
	if !ok {
		return inv.usageError(usage("invalid version: %s", text))
	}
	next, ok := bump(v, part, inv.id, inv.idGiven)
	if !ok {
		inv.diag("number too large")
		return 1
	}
	inv.stdout.WriteString(next.String() + "\n")
	return 0
}

// validPreID: an identifier that is not made only of digits.
func validPreID(id string) bool {
	return validIdentifier(id) && !allDigits(id)
}

func increment(n uint64) (uint64, bool) {
	if n >= maxNumber {
		return 0, false
	}
	return n + 1, true
}

// bump returns the version after v; false when a number would exceed maxNumber.
func bump(v Version, part, id string, idGiven bool) (Version, bool) {
	hasPre := len(v.Pre) > 0
	next := Version{Major: v.Major, Minor: v.Minor, Patch: v.Patch}
	var ok = true
	switch part {
	case "major":
		if !hasPre || v.Minor != 0 || v.Patch != 0 {
			next.Major, ok = increment(v.Major)
		}
		next.Minor, next.Patch = 0, 0
	case "minor":
		if !hasPre || v.Patch != 0 {
			next.Minor, ok = increment(v.Minor)
		}
		next.Patch = 0
	case "patch":
		if !hasPre {
			next.Patch, ok = increment(v.Patch)
		}
	case "release":
	case "pre":
		next.Pre, ok = bumpPre(&next, v.Pre, id, idGiven)
	}
	return next, ok
}

// bumpPre computes the prerelease of `bump pre`, incrementing next's PATCH when v has none.
func bumpPre(next *Version, pre []string, id string, idGiven bool) ([]string, bool) {
	if len(pre) == 0 {
		patch, ok := increment(next.Patch)
		next.Patch = patch
		if idGiven {
			return []string{id, "0"}, ok
		}
		return []string{"0"}, ok
	}
	if idGiven && pre[0] != id {
		return []string{id, "0"}, true
	}
	out := append([]string(nil), pre...)
	last := out[len(out)-1]
	if allDigits(last) {
		out[len(out)-1] = incrementDecimal(last)
	} else {
		out = append(out, "0")
	}
	return out, true
}

// incrementDecimal adds one to a decimal digit string of any length.
func incrementDecimal(s string) string {
	digits := []byte(s)
	for i := len(digits) - 1; i >= 0; i-- {
		if digits[i] < '9' {
			digits[i]++
			return string(digits)
		}
		digits[i] = '0'
	}
	return "1" + string(digits)
}
