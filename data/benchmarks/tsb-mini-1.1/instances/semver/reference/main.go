// Command semver checks, compares, sorts, bumps and matches semantic versions against
// npm-style ranges. It is the reference implementation of tsb-mini's "semver" instance and
// uses the Go standard library only.
package main

import (
	"fmt"
	"os"
	"strings"
)

// exitError carries a process exit status and the one diagnostic line that goes with it.
type exitError struct {
	status  int
	message string
}

func usage(format string, args ...interface{}) *exitError {
	return &exitError{status: 2, message: fmt.Sprintf(format, args...)}
}

// command describes the options each command accepts.
type command struct {
	flags   map[string]bool // options without a value
	takesID bool            // accepts --id VALUE / --id=VALUE
	minOps  int
	maxOps  int // -1: no maximum
	run     func(inv *invocation) int
}

// invocation is the parsed command line of one command.
type invocation struct {
	flags    map[string]bool
	id       string
	idGiven  bool
	operands []string
	stdout   *strings.Builder
	stderr   *strings.Builder
}

var commands = map[string]command{
	"validate": {flags: map[string]bool{"-q": true}, minOps: 1, maxOps: -1, run: runValidate},
	"compare":  {flags: map[string]bool{}, minOps: 2, maxOps: 2, run: runCompare},
	"sort":     {flags: map[string]bool{"-r": true, "-u": true}, minOps: 0, maxOps: -1, run: runSort},
	"bump":     {flags: map[string]bool{}, takesID: true, minOps: 2, maxOps: 2, run: runBump},
	"match": {
		flags:  map[string]bool{"-p": true, "-c": true, "--max": true, "--min": true},
		minOps: 1, maxOps: -1, run: runMatch,
	},
}

// parseArgs reads the arguments after the command left to right (usage errors 3 to 5).
func parseArgs(cmd command, args []string) (*invocation, *exitError) {
	inv := &invocation{flags: map[string]bool{}}
	optionsDone := false
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if optionsDone || arg == "-" || !strings.HasPrefix(arg, "-") {
			inv.operands = append(inv.operands, arg)
			continue
		}
		switch {
		case arg == "--":
			optionsDone = true
		case cmd.flags[arg]:
			inv.flags[arg] = true
		case cmd.takesID && arg == "--id":
			if i+1 >= len(args) {
				return nil, usage("option requires an argument: --id")
			}
			i++
			inv.id, inv.idGiven = args[i], true
		case cmd.takesID && strings.HasPrefix(arg, "--id="):
			inv.id, inv.idGiven = arg[len("--id="):], true
		default:
			return nil, usage("unknown option: %s", arg)
		}
	}
	if len(inv.operands) < cmd.minOps {
		return nil, usage("missing operand")
	}
	if cmd.maxOps >= 0 && len(inv.operands) > cmd.maxOps {
		return nil, usage("extra operand: %s", inv.operands[cmd.maxOps])
	}
	return inv, nil
}

func main() {
	os.Exit(runMain(os.Args[1:]))
}

// runMain runs one command; output is collected so a usage error found late writes nothing.
func runMain(args []string) int {
	if len(args) == 0 {
		return fail(usage("missing command"))
	}
	cmd, ok := commands[args[0]]
	if !ok {
		return fail(usage("unknown command: %s", args[0]))
	}
	inv, err := parseArgs(cmd, args[1:])
	if err != nil {
		return fail(err)
	}
	inv.stdout = &strings.Builder{}
	inv.stderr = &strings.Builder{}
	status := cmd.run(inv)
	os.Stdout.WriteString(inv.stdout.String())
	os.Stderr.WriteString(inv.stderr.String())
	return status
}

func fail(err *exitError) int {
	fmt.Fprintf(os.Stderr, "semver: %s\n", err.message)
	return err.status
}

// diag writes one diagnostic line.
func (inv *invocation) diag(format string, args ...interface{}) {
	inv.stderr.WriteString("semver: " + fmt.Sprintf(format, args...) + "\n")
}

// usageError discards any output so far and reports a usage error.
func (inv *invocation) usageError(err *exitError) int {
	inv.stdout.Reset()
	inv.stderr.Reset()
	inv.diag("%s", err.message)
	return err.status
}
