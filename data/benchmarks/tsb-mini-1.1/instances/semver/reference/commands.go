package main

import (
	"sort"
	"strconv"
)

func runValidate(inv *invocation) int {
	status := 0
	for _, arg := range inv.operands {
		v, ok := ParseVersion(arg)
		if !ok {
			status = 1
			if !inv.flags["-q"] {
				inv.diag("invalid version: %s", arg)
			}
			continue
		}
		if !inv.flags["-q"] {
			inv.stdout.WriteString(v.String() + "\n")
		}
	}
	return status
}

func runCompare(inv *invocation) int {
	a, ok := ParseVersion(inv.operands[0])
	if !ok {
		return inv.usageError(usage("invalid version: %s", inv.operands[0]))
	}
	b, ok := ParseVersion(inv.operands[1])
	if !ok {
		return inv.usageError(usage("invalid version: %s", inv.operands[1]))
	}
	inv.stdout.WriteString(strconv.Itoa(Compare(a, b)) + "\n")
	return 0
}

func runSort(inv *invocation) int {
	list := readVersions(inv, inv.operands)
	versions := list.versions
	sort.SliceStable(versions, func(i, j int) bool {
		c := Compare(versions[i], versions[j])
		if inv.flags["-r"] {
			return c > 0
		}
		return c < 0
	})
	for i, v := range versions {
		if inv.flags["-u"] && i > 0 && Compare(versions[i-1], v) == 0 {
			continue
		}
		inv.stdout.WriteString(v.String() + "\n")
	}
	if list.failed {
		return 3
	}
	return 0
}

func runMatch(inv *invocation) int {
	exclusive := 0
	for _, flag := range []string{"-c", "--max", "--min"} {
		if inv.flags[flag] {
			exclusive++
		}
	}
	if exclusive > 1 {
		return inv.usageError(usage("-c, --max and --min are mutually exclusive"))
	}
	r, ok := ParseRange(inv.operands[0])
	if !ok {
		return inv.usageError(usage("invalid range: %s", inv.operands[0]))
	}
	list := readVersions(inv, inv.operands[1:])
	var matched []Version
	for _, v := range list.versions {
		if r.Satisfies(v, inv.flags["-p"]) {
			matched = append(matched, v)
		}
	}
	switch {
	case inv.flags["-c"]:
		inv.stdout.WriteString(strconv.Itoa(len(matched)) + "\n")
	case inv.flags["--max"] || inv.flags["--min"]:
		want := 1
		if inv.flags["--min"] {
			want = -1
		}
		if len(matched) > 0 {
			best := matched[0]
			for _, v := range matched[1:] {
				if Compare(v, best) == want {
					best = v
				}
			}
			inv.stdout.WriteString(best.String() + "\n")
		}
	default:
		for _, v := range matched {
			inv.stdout.WriteString(v.String() + "\n")
		}
	}
	switch {
	case list.failed:
		return 3
	case len(matched) == 0:
		return 1
	}
	return 0
}
