// Command twilight is the desktop client for the card game Twilight of the
// Gods.
//
// Usage:
//
//	twilight [-version]          open the game window
//	twilight scenario FILE...    play out scenario files (rules examples)
//	twilight sim ...             play computer-vs-computer matches headless
//	twilight validate FILE...    check card set and deck files
//	twilight shot ...            render a scenario's table to a PNG
//
// This file only reads the command line and hands off to the packages that
// do the work; each subcommand is one case of the switch in run.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"twilight/assets"
	"twilight/rules/cardset"
	"twilight/rules/scenario"
	"twilight/scenes"
	"twilight/simulate"
)

// version is set at link time: go build -ldflags "-X main.version=1.2.3".
var version = "dev"

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes one command line and returns the process exit code:
// 0 success, 1 failure, 2 bad usage.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("twilight", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	showVersion := fs.Bool("version", false, "print the version and exit")
	usage := func(w io.Writer) {
		fmt.Fprint(w, `usage: twilight [-version] [command [arguments]]

With no command, opens the game window.

Commands:
  scenario FILE...   play out scenario files and report PASS/FAIL
  sim ...            play computer-vs-computer matches and print a summary
  validate FILE...   check card set and deck files (file:line: problem)
  shot ...           render a scenario's table to a PNG

Flags:
  -version           print the version and exit

Run "twilight COMMAND -h" for a command's usage.
`)
	}
	if code, done := parse(fs, args, usage, stdout, stderr); done {
		return code
	}
	if *showVersion {
		fmt.Fprintln(stdout, "twilight", version)
		return 0
	}

	rest := fs.Args()
	if len(rest) == 0 {
		if err := scenes.Run(scenes.Options{Version: version}); err != nil {
			fmt.Fprintln(stderr, "twilight:", err)
			return 1
		}
		return 0
	}
	cmd, cmdArgs := rest[0], rest[1:]
	switch cmd {
	case "scenario":
		base, _ := cardset.LoadFS(assets.Cards(), ".")
		return scenario.Main(cmdArgs, stdout, stderr, base)
	case "sim":
		return simulate.Command(cmdArgs, stdout, stderr)
	case "validate":
		return cardset.ValidateCommand(cmdArgs, stdout, stderr, assets.Cards())
	case "shot":
		return scenes.ShotCommand(cmdArgs, stdout, stderr)
	default:
		fmt.Fprintf(stderr, "twilight: unknown command %q (run twilight -h for usage)\n", cmd)
		return 2
	}
}

// parse parses args into fs. done says the caller should return code now:
// after -h (usage on stdout, 0) or a bad flag (one line on stderr, 2).
func parse(fs *flag.FlagSet, args []string, usage func(io.Writer), stdout, stderr io.Writer) (code int, done bool) {
	err := fs.Parse(args)
	switch {
	case err == nil:
		return 0, false
	case errors.Is(err, flag.ErrHelp):
		usage(stdout)
		return 0, true
	default:
		fmt.Fprintf(stderr, "%s: %v (run %s -h for usage)\n", fs.Name(), err, fs.Name())
		return 2, true
	}
}
