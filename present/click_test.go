package present

import (
	"slices"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// TestClickCard: what a click on a card means, in the order the table
// asks — a hand card while an offer is built goes into it; a Fresh
// Resource of the viewer's generates its Power; a card with nothing to
// perform by a click but a drop target is selected; anything else does
// nothing (an opponent's Resource, an Exhausted one).
func TestClickCard(t *testing.T) {
	set := cardsettest.TestCards(t)
	s := board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I I I II II II III III III
p2 resource I
p1 hand "Youthful Troll"
start p1 summoning
`)
	v := s.View(0)
	legal := v.Legal(nil)
	troll := cardNamed(t, v, 0, "Youthful Troll")
	if !Draggable(v, legal, troll) {
		t.Fatal("the Youthful Troll cannot be summoned here; the test board is wrong")
	}
	mine, theirs := v.Players[0].Resource[0], v.Players[1].Resource[0]
	tests := []struct {
		name     string
		c        rules.CardID
		drafting bool
		want     ClickKind
		act      rules.ActKind
	}{
		{"hand card while building an offer", troll, true, ClickOffer, 0},
		{"own Fresh Resource", mine, false, ClickAct, rules.ActGenerate},
		{"a card to drag", troll, false, ClickSelect, 0},
		{"an opponent's Resource", theirs, false, ClickNothing, 0},
	}
	for _, tt := range tests {
		got := ClickCard(v, legal, 0, tt.c, tt.drafting)
		if got.Kind != tt.want {
			t.Errorf("%s: click %v, want %v", tt.name, got.Kind, tt.want)
			continue
		}
		if tt.want == ClickAct && (len(got.Actions) != 1 || got.Actions[0].Kind != tt.act) {
			t.Errorf("%s: actions %v, want one %v", tt.name, got.Actions, tt.act)
		}
	}
	if err := s.Apply(rules.Generate(0, v.Def(mine).Level)); err != nil {
		t.Fatal(err)
	}
	v = s.View(0)
	if got := ClickCard(v, v.Legal(nil), 0, mine, false); got.Kind != ClickNothing {
		t.Errorf("an Exhausted Resource: click %v, want nothing", got.Kind)
	}
}

// TestClickPlayerAndDeity: a player is a target only when choosing them is
// legal; the Deity's one power is used, several are offered, none is
// nothing.
func TestClickPlayerAndDeity(t *testing.T) {
	target := rules.Action{Kind: rules.ActTargetPlayer, Who: 1}
	power := func(i int8) rules.Action { return rules.Action{Kind: rules.ActDeity, Player: 0, Index: i} }
	pass := rules.Action{Kind: rules.ActPass}
	if a, ok := ClickPlayer([]rules.Action{pass, target}, 1); !ok || a != target {
		t.Errorf("ClickPlayer(p2) = %v, %v; want the target action", a, ok)
	}
	if _, ok := ClickPlayer([]rules.Action{pass, target}, 0); ok {
		t.Error("ClickPlayer(p1) found an action; only p2 is a legal target")
	}
	tests := []struct {
		legal []rules.Action
		want  ClickKind
		n     int
	}{
		{[]rules.Action{pass}, ClickNothing, 0},
		{[]rules.Action{pass, power(0)}, ClickAct, 1},
		{[]rules.Action{power(0), pass, power(1)}, ClickChoose, 2},
	}
	for _, tt := range tests {
		got := ClickDeity(tt.legal)
		if got.Kind != tt.want || len(got.Actions) != tt.n {
			t.Errorf("ClickDeity(%v) = %v with %d actions, want %v with %d", tt.legal, got.Kind, len(got.Actions), tt.want, tt.n)
		}
	}
}

// TestDraftTakeBack: each change to an offer is taken back newest first;
// taking a card out forgets its "add"; asks stay within the other hand.
func TestDraftTakeBack(t *testing.T) {
	set := cardsettest.TestCards(t)
	s := board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p2 hand "Youthful Troll" "Youthful Troll"
start p1 summoning
`)
	v := s.View(0)
	lvl := v.Def(v.Players[1].Hand[0]).Level
	d := Draft{To: 1}
	d.Toggle(7)
	d.Toggle(9)
	d.ChangeAsk(v, lvl, 1)
	d.ChangeAsk(v, lvl, 1)
	d.ChangeAsk(v, lvl, 1) // the other hand holds only two of that level
	d.Toggle(7)            // out again: no step of its own to take back
	if !slices.Equal(d.Give, []rules.CardID{9}) || d.Ask[lvl-1] != 2 {
		t.Fatalf("draft gives %v, asks %v; want [9] and 2 of level %d", d.Give, d.Ask, lvl)
	}
	for i, want := range []struct {
		give []rules.CardID
		ask  int
	}{{[]rules.CardID{9}, 1}, {[]rules.CardID{9}, 0}, {[]rules.CardID{}, 0}} {
		if !d.Undo() {
			t.Fatalf("undo %d: nothing to take back", i+1)
		}
		if !slices.Equal(d.Give, want.give) || d.Ask[lvl-1] != want.ask {
			t.Errorf("after undo %d: gives %v, asks %d; want %v and %d", i+1, d.Give, d.Ask[lvl-1], want.give, want.ask)
		}
	}
	if d.Undo() {
		t.Error("an empty draft took something back")
	}
}
