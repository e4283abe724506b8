package commands

import (
	"bytes"
	"fmt"

	"twilight/cmdline"
	"twilight/rules"
	"twilight/rules/userfile"
)

// replayCommand is the "replay FILE..." command: each replay file is read
// with the distrust of a save, played from its deal to its last action and
// checked against what it recorded. A sound one prints its result, number
// of actions and final state hash; a bad one its reason (with the action
// number where one action is at fault). Exit 1 if any was bad.
func replayCommand(env cmdline.Env, args []string) int {
	c := env.Command("replay", "FILE...", `Plays replay files (docs/replay-format.md) through the engine, without a
display, and prints for each: its result, number of actions and final state
hash, or why it does not play out.`)
	if code, done := c.Parse(args); done {
		return code
	}
	if c.NArg() == 0 {
		return c.Usage("no replay files given")
	}
	code := cmdline.OK
	for _, path := range c.Args() {
		line, err := replaySummary(path)
		if err != nil {
			fmt.Fprintf(env.Stdout, "%s: BAD: %s\n", userfile.Printable(path), cmdline.OneLine(err.Error()))
			code = cmdline.Failed
			continue
		}
		fmt.Fprintf(env.Stdout, "%s: %s\n", userfile.Printable(path), line)
	}
	return code
}

// replaySummary plays one replay file and says how its match ended.
func replaySummary(path string) (string, error) {
	data, err := userfile.Read(path, rules.MaxReplaySize)
	if err != nil {
		return "", err
	}
	f, err := rules.ReadReplay(bytes.NewReader(data))
	if err != nil {
		return "", err
	}
	p, err := f.Open()
	if err != nil {
		return "", err
	}
	end := p.End()
	result := "unfinished"
	switch {
	case end.Winner == -2:
		result = "a draw"
	case end.Winner >= 0 && end.TeamGame():
		result = "the team of " + end.PlayerName(end.Winner) + " won"
	case end.Winner >= 0:
		result = end.PlayerName(end.Winner) + " won"
	}
	return fmt.Sprintf("%s in turn %d; %d actions; %d players; state hash %016x",
		result, end.Turn, p.Len(), end.NumPlayers(), end.StateHash()), nil
}
