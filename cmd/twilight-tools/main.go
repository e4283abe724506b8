// Command twilight-tools runs the commands of Twilight that need no
// display — scenario, validate, sim, reseal and hostile-saves — on any machine, a server or a CI
// runner without X included: unlike the game (the twilight program), it
// never links the window code, which opens the display as the program
// starts.
//
// Usage:
//
//	twilight-tools [-version] COMMAND [arguments]
//	twilight-tools scenario FILE...    play out scenario files (rules examples)
//	twilight-tools sim ...             play computer-vs-computer matches
//	twilight-tools validate FILE...    check card set and deck files
//	twilight-tools reseal FILE...      rewrite the checksums of saves edited on purpose
//	twilight-tools hostile-saves DIR   write hand-edited saves for testing a build
//
// The game hands its command line over to twilight-tools (installed beside
// it) when there is no display to open; TWILIGHT_NO_DISPLAY then holds the
// reason, and twilight-tools answers as the game would.
package main

import (
	"os"
	"path/filepath"
	"strings"

	"twilight/cmdline"
	"twilight/commands"
)

// version is set at link time: go build -ldflags "-X main.version=1.2.3".
var version = "dev"

func main() {
	prog := strings.TrimSuffix(filepath.Base(os.Args[0]), ".exe")
	if prog == "" || prog == "." {
		prog = "twilight-tools"
	}
	env := cmdline.Env{Prog: prog, Stdout: os.Stdout, Stderr: os.Stderr}
	os.Exit(commands.Tools(version, os.Getenv("TWILIGHT_NO_DISPLAY")).Run(env, os.Args[1:]))
}
