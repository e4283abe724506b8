// Package commands is the twilight command line: the program's own flags
// (-version, -h) and its table of subcommands. Two programs share it:
//
//   - twilight, the game: with no command it opens the window; it adds the
//     shot command, which draws with the window code;
//   - twilight-tools, which never links the window code, so that scenario,
//     validate and sim run on a machine with no display at all.
//
// Every command reads its flags through package cmdline: usage on stdout
// with exit 0 for -h, one line on stderr with exit 2 for a bad command
// line, exit 1 for a failure.
package commands

import (
	"fmt"
	"io"
	"path"
	"strings"

	"twilight/assets"
	"twilight/cmdline"
	"twilight/rules/cardset"
	"twilight/simulate"
)

// Command is one subcommand.
type Command struct {
	Word  string // what is typed: "sim"
	Args  string // what follows it in the list of commands: "FILE..."
	Short string // one line for the list
	Run   func(env cmdline.Env, args []string) int
}

// Program is one program's command line.
type Program struct {
	Version  string
	Commands []Command
	// Window runs when no command is given (the game itself); nil when the
	// program has none.
	Window func(env cmdline.Env) int
	// About is a paragraph for the usage, under the usage line.
	About string
}

// Headless lists the commands that need no display.
func Headless() []Command {
	return []Command{
		{"scenario", "FILE...", "play out scenario files and report PASS/FAIL", runScenario},
		{"sim", "...", "play computer-vs-computer matches and print a summary", simulate.Command},
		{"validate", "FILE...", "check card set and deck files (file:line: problem)", runValidate},
		{"replay", "FILE...", "play replay files through the engine and print each one's result and final state hash", replayCommand},
		{"sounds", "DIR", "render every sound of the game to WAV files, to listen to and measure", soundsCommand},
		{"reseal", "FILE...", "rewrite the checksums of saves edited on purpose, if they still load", reseal},
		{"hostile-saves", "DIR", "write hand-edited (hostile) saves for testing a build, and what loading each gives", hostileSaves},
	}
}

// shot is the shot command's entry in the list of commands.
func shot(run func(cmdline.Env, []string) int) Command {
	return Command{Word: "shot", Args: "...", Short: "render a scenario's table to a PNG (needs a display)", Run: run}
}

// Game is the game program: the headless commands, shot, and the window.
func Game(version string, window func(cmdline.Env) int, shotRun func(cmdline.Env, []string) int) Program {
	return Program{
		Version:  version,
		Commands: append(Headless(), shot(shotRun)),
		Window:   window,
		About:    "With no command, opens the game window.",
	}
}

// Tools is the twilight-tools program. noDisplay is empty when it is run
// as itself; the game program hands its command line over to it, with the
// reason, when there is no display to open (see the twilight command), and
// then Tools answers as the game would: the commands that need no window
// run, and the window and shot fail with that reason in one line.
func Tools(version, noDisplay string) Program {
	if noDisplay != "" {
		cannot := func(env cmdline.Env) int {
			fmt.Fprintf(env.Stderr, "%s: cannot open the game window: %s; on a machine without a desktop use xvfb-run -a\n",
				env.Prog, cmdline.OneLine(noDisplay))
			return cmdline.Failed
		}
		return Game(version, cannot, func(env cmdline.Env, _ []string) int { return cannot(env) })
	}
	notHere := shot(func(env cmdline.Env, _ []string) int {
		c := env.Command("shot", "", "")
		return c.Usage("shot draws with the game's window code, which %s leaves out: use twilight shot", env.Prog)
	})
	notHere.Short = "not here: in the twilight program (it draws with the window code)"
	return Program{
		Version:  version,
		Commands: append(Headless(), notHere),
		About:    "The commands of the game twilight that need no display. The game itself and\nits shot command are in the twilight program.",
	}
}

// Run executes one command line and returns the exit code.
func (p Program) Run(env cmdline.Env, args []string) int {
	synopsis := "[-version] COMMAND [arguments]"
	if p.Window != nil {
		synopsis = "[-version] [COMMAND [arguments]]"
	}
	c := env.Command("", synopsis, p.usage(env))
	showVersion := c.Bool("version", false, "print the version and exit")
	showCredits := c.Bool("credits", false, "print the credits and licences of the card art, fonts and sounds, and exit")
	if code, done := c.Parse(args); done {
		return code
	}
	if *showVersion {
		fmt.Fprintln(env.Stdout, env.Prog, p.Version)
		return cmdline.OK
	}
	if *showCredits {
		writeCredits(env.Stdout)
		return cmdline.OK
	}
	if c.NArg() == 0 {
		if p.Window == nil {
			return c.Usage("no command given")
		}
		return p.Window(env)
	}
	word, rest := c.Arg(0), c.Args()[1:]
	for _, cmd := range p.Commands {
		if cmd.Word == word {
			return cmd.Run(env, rest)
		}
	}
	return c.Usage("unknown command %q", word)
}

// writeCredits prints what the licences of the embedded art and fonts ask
// to travel with the program: the glyphs' attribution and the fonts'
// licence; and where the sounds come from (our own synthesis).
func writeCredits(w io.Writer) {
	fmt.Fprintf(w, "Card art: %d glyphs from game-icons.net (CC BY 3.0)\n\n", len(assets.ArtNames()))
	fmt.Fprintln(w, strings.TrimSpace(assets.ArtCredits()))
	var names []string
	for _, f := range assets.Fonts() {
		names = append(names, path.Base(string(f)))
	}
	fmt.Fprintf(w, "\nFonts: %s, under this licence:\n\n", strings.Join(names, ", "))
	fmt.Fprintln(w, strings.TrimSpace(assets.FontLicense()))
	fmt.Fprintln(w, "\nSounds: every effect and both ambient beds are synthesised by the game's own code from")
	fmt.Fprintln(w, "recipes kept with its source (package sound), with fixed seeds; no recorded sound is used.")
}

// usage is the About text with the list of commands.
func (p Program) usage(env cmdline.Env) string {
	var b strings.Builder
	if p.About != "" {
		b.WriteString(p.About + "\n\n")
	}
	b.WriteString("Commands:\n")
	for _, cmd := range p.Commands {
		fmt.Fprintf(&b, "  %-18s %s\n", cmd.Word+" "+cmd.Args, cmd.Short)
	}
	fmt.Fprintf(&b, "\nRun \"%s COMMAND -h\" for a command's usage.", env.Prog)
	return b.String()
}

func runScenario(env cmdline.Env, args []string) int {
	base, _ := cardset.LoadFS(assets.Cards(), ".")
	return scenarioCommand(env, args, base)
}

func runValidate(env cmdline.Env, args []string) int {
	return validate(env, args, assets.Cards())
}
