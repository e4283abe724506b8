package rules

import (
	"encoding/json"
	"fmt"
	"strings"
)

// The JSON form of an Action in a replay file (docs/replay-format.md): an
// object with the kind's name, the 1-based player, and exactly the fields
// that kind uses —
//
//	{"kind":"attack","player":1,"card":17,"who":2,"stack":"life"}
//
// cards are instance numbers, players and abilities count from 1, levels
// are I, II or III, dirs North/East/South/West, stacks life or discard.
type actionJSON struct {
	Kind    string  `json:"kind"`
	Player  int     `json:"player"`
	Card    *int    `json:"card,omitempty"`
	Target  *int    `json:"target,omitempty"`
	Who     *int    `json:"who,omitempty"`
	Level   *string `json:"level,omitempty"`
	Dir     *string `json:"dir,omitempty"`
	Stack   *string `json:"stack,omitempty"`
	Ability *int    `json:"ability,omitempty"`
	Index   *int    `json:"index,omitempty"`
	Serial  *int    `json:"serial,omitempty"`
}

// MarshalJSON writes the action in the replay file's form.
func (a Action) MarshalJSON() ([]byte, error) {
	if a.Kind == 0 || a.Kind >= actCount {
		return nil, fmt.Errorf("action kind %d has no name", a.Kind)
	}
	f := kindFields[a.Kind]
	j := actionJSON{Kind: a.Kind.String(), Player: int(a.Player) + 1}
	num := func(v int) *int { return &v }
	word := func(v string) *string { return &v }
	if f&fCard != 0 {
		j.Card = num(int(a.Card))
	}
	if f&fTarget != 0 {
		j.Target = num(int(a.Target))
	}
	if f&fWho != 0 {
		j.Who = num(int(a.Who) + 1)
	}
	if f&fLevel != 0 {
		j.Level = word(a.Level.Roman())
	}
	if f&fDir != 0 {
		j.Dir = word(a.Dir.String())
	}
	if f&fStack != 0 {
		j.Stack = word(stackWord(a.Stack))
	}
	if f&fAbility != 0 {
		j.Ability = num(int(a.Ability) + 1)
	}
	if f&fIndex != 0 {
		j.Index = num(int(a.Index))
	}
	if f&fSerial != 0 {
		j.Serial = num(int(a.Serial))
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads an action written by MarshalJSON. A field the kind
// does not use, a missing one, or a value out of its range is an error.
func (a *Action) UnmarshalJSON(data []byte) error {
	var j actionJSON
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return err
	}
	k, ok := ActKindByName(j.Kind)
	if !ok {
		return fmt.Errorf("no action is called %q", j.Kind)
	}
	if j.Player < 1 || j.Player > MaxPlayers {
		return fmt.Errorf("player %d is not a seat", j.Player)
	}
	b := none(k, int8(j.Player-1))
	f := kindFields[k]
	r := fieldReader{kind: j.Kind, uses: f}
	r.num("card", fCard, j.Card, 0, 1<<15-1, func(v int) { b.Card = CardID(v) })
	r.num("target", fTarget, j.Target, 0, 1<<15-1, func(v int) { b.Target = CardID(v) })
	r.num("who", fWho, j.Who, 1, MaxPlayers, func(v int) { b.Who = int8(v - 1) })
	r.num("ability", fAbility, j.Ability, 1, 100, func(v int) { b.Ability = int8(v - 1) })
	r.num("index", fIndex, j.Index, 0, 100, func(v int) { b.Index = int8(v) })
	r.num("serial", fSerial, j.Serial, 0, 1<<15-1, func(v int) { b.Serial = int16(v) })
	r.word("level", fLevel, j.Level, []string{"I", "II", "III"}, func(i int) { b.Level = Level(i + 1) })
	r.word("dir", fDir, j.Dir, []string{"North", "East", "South", "West"}, func(i int) { b.Dir = Dir(i) })
	r.word("stack", fStack, j.Stack, []string{"life", "discard"}, func(i int) { b.Stack = Stack(i) })
	if r.err != nil {
		return r.err
	}
	*a = b
	return nil
}

// stackWord is a Stack's word in the replay file.
func stackWord(st Stack) string {
	if st == AtDiscard {
		return "discard"
	}
	return "life"
}

// fieldReader reads the optional fields of an actionJSON, keeping the
// first problem.
type fieldReader struct {
	kind string
	uses actField
	err  error
}

// present checks that a field is there exactly when the kind uses it.
func (r *fieldReader) present(name string, f actField, there bool) bool {
	switch {
	case r.err != nil:
		return false
	case r.uses&f != 0 && !there:
		r.err = fmt.Errorf("a %s action needs %q", r.kind, name)
	case r.uses&f == 0 && there:
		r.err = fmt.Errorf("a %s action has no %q", r.kind, name)
	}
	return r.err == nil && there
}

func (r *fieldReader) num(name string, f actField, v *int, lo, hi int, set func(int)) {
	if !r.present(name, f, v != nil) {
		return
	}
	if *v < lo || *v > hi {
		r.err = fmt.Errorf("%q is %d, outside %d to %d", name, *v, lo, hi)
		return
	}
	set(*v)
}

func (r *fieldReader) word(name string, f actField, v *string, words []string, set func(int)) {
	if !r.present(name, f, v != nil) {
		return
	}
	for i, w := range words {
		if *v == w {
			set(i)
			return
		}
	}
	r.err = fmt.Errorf("%q is %q, not one of %s", name, *v, strings.Join(words, ", "))
}
