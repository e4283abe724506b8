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
// This file only hands the command line to package commands, with the two
// things that need the window code: the game and shot. The commands that
// need no display are also built, without any window code, as
// twilight-tools (cmd/twilight-tools).
package main

import (
	"fmt"
	"io"
	"os"

	"twilight/cmdline"
	"twilight/commands"
	"twilight/scenes"
	"twilight/scenes/audio"
	"twilight/scenes/shot"
)

// version is set at link time: go build -ldflags "-X main.version=1.2.3".
var version = "dev"

func main() {
	audio.RunProbe() // in the child process that tests the audio device, only that
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes one command line and returns the process exit code:
// 0 success, 1 failure, 2 bad usage.
func run(args []string, stdout, stderr io.Writer) int {
	env := cmdline.Env{Prog: "twilight", Stdout: stdout, Stderr: stderr}
	return commands.Game(version, openWindow, shot.Command).Run(env, args)
}

// openWindow runs the game until the player quits.
func openWindow(env cmdline.Env) int {
	if err := scenes.Run(scenes.Options{Version: version, Sound: true, Log: env.Stderr}); err != nil {
		fmt.Fprintf(env.Stderr, "%s: %s\n", env.Prog, cmdline.OneLine(err.Error()))
		return cmdline.Failed
	}
	return cmdline.OK
}
