// Package cmdline is the one way every twilight command reads its flags and
// reports its outcome:
//
//   - -h, -help or --help prints the command's usage on stdout and exits 0;
//   - a bad flag or argument prints one line on stderr,
//     "NAME: what is wrong (run NAME -h for usage)", and exits 2;
//   - a failure of the work itself prints its reason and exits 1.
//
// A command gets an Env (its program name and where to write), makes a
// Command from it with its synopsis, defines its flags on the Command's
// FlagSet and calls Parse. Deeper code that finds a bad argument only later
// (a card title that is not in the set) returns an error made by Usagef;
// Command.Exit turns any error into the right line and exit code.
//
// The package imports only the standard library and rules/userfile (which
// makes untrusted text safe to print).
package cmdline

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"twilight/rules/english"
	"twilight/rules/userfile"
)

// Exit codes shared by every command.
const (
	OK       = 0 // the work was done
	Failed   = 1 // the work was tried and failed (a FAIL, a problem found, a file not written)
	BadUsage = 2 // the command line was wrong; nothing was tried
)

// Env is what a command runs with.
type Env struct {
	// Prog is the program as the user knows it: "twilight" or
	// "twilight-tools". A command's name is Prog and the command word.
	Prog   string
	Stdout io.Writer
	Stderr io.Writer
}

// Command is one command's flags and usage text.
type Command struct {
	*flag.FlagSet
	env Env
	// Name is the command as typed: "twilight sim".
	Name string
	// Synopsis follows the name on the usage line: "-games N FILE...".
	Synopsis string
	// About is printed after the usage line (may be several lines).
	About string
}

// Command makes the command word of env's program: env.Command("sim", ...)
// is "twilight sim". An empty word is the program itself.
func (env Env) Command(word, synopsis, about string) *Command {
	name := env.Prog
	if word != "" {
		name += " " + word
	}
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return &Command{FlagSet: fs, env: env, Name: name, Synopsis: synopsis, About: about}
}

// Parse reads args into the flags. When done is true the command must
// return code at once: the usage was printed (-h, code 0) or a bad flag
// was reported (code 2).
func (c *Command) Parse(args []string) (code int, done bool) {
	err := c.FlagSet.Parse(args)
	switch {
	case err == nil:
		return OK, false
	case errors.Is(err, flag.ErrHelp):
		c.PrintUsage(c.env.Stdout)
		return OK, true
	default:
		return c.Usage("%v", err), true
	}
}

// PrintUsage writes the usage line, the About text and the flags to w.
func (c *Command) PrintUsage(w io.Writer) {
	fmt.Fprintf(w, "usage: %s %s\n", c.Name, c.Synopsis)
	if c.About != "" {
		fmt.Fprintf(w, "\n%s\n", strings.TrimRight(c.About, "\n"))
	}
	n := 0
	c.VisitAll(func(*flag.Flag) { n++ })
	if n > 0 {
		fmt.Fprintln(w, "\nFlags:")
		c.SetOutput(w)
		c.PrintDefaults()
		c.SetOutput(io.Discard)
	}
}

// Usage reports a bad command line in one line on stderr and returns 2.
func (c *Command) Usage(format string, a ...any) int {
	fmt.Fprintf(c.env.Stderr, "%s: %s (run %s -h for usage)\n", c.Name, OneLine(fmt.Sprintf(format, a...)), c.Name)
	return BadUsage
}

// Fail reports a failure in one line on stderr and returns 1.
func (c *Command) Fail(format string, a ...any) int {
	fmt.Fprintf(c.env.Stderr, "%s: %s\n", c.Name, OneLine(fmt.Sprintf(format, a...)))
	return Failed
}

// Exit reports err and returns its exit code: 2 for an error made by
// Usagef (or wrapping one), 1 for any other, 0 for nil.
func (c *Command) Exit(err error) int {
	switch {
	case err == nil:
		return OK
	case IsUsage(err):
		return c.Usage("%v", err)
	default:
		return c.Fail("%v", err)
	}
}

// usageError marks an error as a bad command line.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// Usagef makes an error that Command.Exit reports as bad usage (exit 2):
// for a bad argument that is only found once the work has started.
func Usagef(format string, a ...any) error {
	return &usageError{fmt.Sprintf(format, a...)}
}

// IsUsage reports whether err is (or wraps) an error made by Usagef.
func IsUsage(err error) bool {
	var u *usageError
	return errors.As(err, &u)
}

// OneLine makes s safe and short for one line of a terminal: a multi-line
// message keeps its first line and says how many more there were, and
// control characters (escape sequences, bidirectional overrides) are
// written as \x1b-style escapes rather than sent to the terminal.
func OneLine(s string) string {
	s = strings.TrimRight(s, "\n")
	if first, rest, ok := strings.Cut(s, "\n"); ok {
		more := strings.Count(rest, "\n") + 1
		s = fmt.Sprintf("%s (and %s)", first, english.Count(more, "more line"))
	}
	return userfile.Printable(s)
}
