package present

import "twilight/rules"

// Chooser is a choice among many options about several players (a Seize
// or a Trade at a table of three or four): it is made in a panel that
// names every option in full — first the player (Group), then, when that
// player has more than one, the option — never in a row of buttons
// whose labels would have to be cut.
type Chooser struct {
	Title   string // "Seize an Aspect"
	Ask     string // the first step's question: "From whom?"
	Options []Option
}

// Option is one choice of a Chooser: the player it concerns, named in
// full, and what it does, in full.
type Option struct {
	Group  string
	Label  string
	Action rules.Action
}

// Groups are the chooser's groups in the order of their first option.
func (c *Chooser) Groups() []string {
	var out []string
	for _, o := range c.Options {
		if len(out) == 0 || !contains(out, o.Group) {
			out = append(out, o.Group)
		}
	}
	return out
}

// In are the options of group g.
func (c *Chooser) In(g string) []Option {
	var out []Option
	for _, o := range c.Options {
		if o.Group == g {
			out = append(out, o)
		}
	}
	return out
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// chooserButton is the prompt button opening chooser c.
func chooserButton(label string, c *Chooser) Button {
	return Button{Label: label, Cmd: CmdChooser, Enabled: len(c.Options) > 0, Chooser: c}
}
