package present

import (
	"os"
	"strings"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
	"twilight/rules/scenario"
)

// board runs a scenario given as text and returns its position.
func board(t testing.TB, set *rules.CardSet, src string) *rules.State {
	t.Helper()
	s, err := scenario.Board("test.txt", strings.NewReader(src), set)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// cardNamed finds the card with this title held by player p.
func cardNamed(t testing.TB, s *rules.State, p int8, title string) rules.CardID {
	t.Helper()
	for i := range s.Cards {
		c := rules.CardID(i)
		if s.Def(c).Title == title && (p < 0 || s.Cards[c].Controller == p) {
			return c
		}
	}
	t.Fatalf("no card %q for p%d", title, p+1)
	return rules.NoCard
}

// TestDropTargets: each legal action involving a dragged card maps to the
// place it is dropped on.
func TestDropTargets(t *testing.T) {
	set := cardsettest.TestCards(t)
	type want struct {
		kind DropKind
		seat int8
		dir  rules.Dir
		card string // DropCard: the target's title
		act  rules.ActKind
	}
	for _, tc := range []struct {
		name    string
		src     string
		viewer  int8
		dragged string
		want    []want
	}{
		{
			name: "attack",
			src: `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I II
p2 resource I I
p1 field "Youthful Troll"
start p1 combat
`,
			dragged: "Youthful Troll",
			want:    []want{{DropLife, 1, 0, "", rules.ActAttack}, {DropDiscard, 1, 0, "", rules.ActAttack}},
		},
		{
			name: "block",
			src: `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I II
p2 resource I I
p1 field "Youthful Troll"
p2 field "Borderland Scout"
start p1 combat
p1 attack "Youthful Troll" p2 life
all pass
`,
			viewer:  1,
			dragged: "Borderland Scout",
			want:    []want{{DropCard, 0, 0, "Youthful Troll", rules.ActBlock}},
		},
		{
			name: "summon a creature",
			src: `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I II II
p2 resource I
p1 hand "Youthful Troll"
start p1 summoning
`,
			dragged: "Youthful Troll",
			want:    []want{{DropField, 0, 0, "", rules.ActSummon}},
		},
		{
			name: "nothing to do with a card in the Discard Stack",
			src: `players Mars Hera
p1 life I I I
p2 life I I I
p1 discard "Youthful Troll"
start p1 summoning
`,
			dragged: "Youthful Troll",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := board(t, set, tc.src)
			if s.Pending.Player != tc.viewer {
				t.Fatalf("p%d decides, not p%d (%v)", s.Pending.Player+1, tc.viewer+1, s.Pending.Kind)
			}
			v := s.View(tc.viewer)
			legal := v.Legal(nil)
			c := cardNamed(t, v, -1, tc.dragged)
			got := DropTargets(v, legal, c)
			if len(got) != len(tc.want) {
				t.Logf("pending %+v legal %v", v.Pending, legal)
				t.Fatalf("%d targets %+v, want %d", len(got), got, len(tc.want))
			}
			for i, w := range tc.want {
				g := got[i]
				if g.Kind != w.kind || g.Seat != w.seat || g.Action.Kind != w.act || (w.kind == DropSlot && g.Dir != w.dir) {
					t.Errorf("target %d = %+v, want %+v", i, g, w)
				}
				if w.card != "" && v.Def(g.Card).Title != w.card {
					t.Errorf("target %d is %s, want %s", i, v.Def(g.Card).Title, w.card)
				}
				if err := s.Clone().Apply(g.Action); err != nil {
					t.Errorf("target %d's action is refused: %v", i, err)
				}
			}
			if len(got) > 0 != Draggable(v, legal, c) {
				t.Error("Draggable disagrees with DropTargets")
			}
		})
	}
}

// TestDropTargetsFortificationAndPlace covers compass slots, placing an
// Aspect and Sacrifice, built from the base set.
func TestDropTargetsFortificationAndPlace(t *testing.T) {
	set := cardsettest.TestCards(t)
	// Find a Fortification and its directions in the test set.
	var fort *rules.CardDef
	for i := range set.Cards {
		if set.Cards[i].Type == rules.Fortification && !set.Cards[i].Mini {
			fort = &set.Cards[i]
			break
		}
	}
	if fort == nil {
		t.Skip("no Fortification in the test set")
	}
	s := board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I I I II II II III III III
p2 resource I
p1 hand "`+fort.Title+`"
start p1 summoning
`)
	v := s.View(0)
	legal := v.Legal(nil)
	c := cardNamed(t, v, 0, fort.Title)
	got := DropTargets(v, legal, c)
	dirs := 0
	for d := rules.North; d <= rules.West; d++ {
		if fort.Directions.Has(d) {
			dirs++
		}
	}
	if len(got) != dirs {
		t.Fatalf("%d targets for %d directions: %+v", len(got), dirs, got)
	}
	for _, g := range got {
		if g.Kind != DropSlot || !fort.Directions.Has(g.Dir) || g.Action.Dir != g.Dir {
			t.Errorf("bad slot target %+v", g)
		}
	}

	// Resource Phase: an Aspect of level II dragged to the Resource Area
	// places a II.
	s = board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p1 aspects II I
p1 resource I
p2 resource I
start p1 resource
`)
	if s.Pending.Kind != rules.DecResource {
		t.Fatalf("pending %v, want resource", s.Pending.Kind)
	}
	v = s.View(0)
	legal = v.Legal(nil)
	for _, a := range v.Players[0].Aspects {
		got := DropTargets(v, legal, a)
		if len(got) != 1 || got[0].Kind != DropResource || got[0].Action.Level != v.Def(a).Level {
			t.Errorf("aspect of level %d: %+v", v.Def(a).Level, got)
		}
	}
}

// TestClickActions: choices are made by clicking the card itself.
func TestClickActions(t *testing.T) {
	legal := []rules.Action{
		rules.Pass(0),
		rules.Choose(0, 4),
		rules.TargetCard(0, 7),
		rules.Activate(0, 7, 0),
		rules.Attack(0, 4, 1, rules.AtLife),
	}
	for _, tc := range []struct {
		c    rules.CardID
		want []rules.ActKind
	}{
		{4, []rules.ActKind{rules.ActChoose}},
		{7, []rules.ActKind{rules.ActTarget, rules.ActActivate}},
		{9, nil},
	} {
		got := ClickActions(legal, tc.c)
		if len(got) != len(tc.want) {
			t.Fatalf("card %d: %v", tc.c, got)
		}
		for i := range got {
			if got[i].Kind != tc.want[i] {
				t.Errorf("card %d: action %d is %v, want %v", tc.c, i, got[i].Kind, tc.want[i])
			}
		}
	}
}

// TestSeizeCost: the cost shown on a Seize button is the number of cards
// the engine then asks to set aside.
func TestSeizeCost(t *testing.T) {
	set := cardsettest.TestCards(t)
	src, err := os.ReadFile("../rules/testdata/scenarios/seize-example-1.txt")
	if err != nil {
		t.Fatal(err)
	}
	// The position just before the first seize.
	text := string(src)
	text = text[:strings.Index(text, "p1 seize")]
	s := board(t, set, text)
	v := s.View(s.Pending.Player)
	found := false
	for _, a := range v.Legal(nil) {
		if a.Kind != rules.ActSeize {
			continue
		}
		found = true
		want := s.Clone()
		if err := want.Apply(a); err != nil {
			t.Fatal(err)
		}
		if got := v.SeizeCost(a.Player, a.Who, a.Level); got != int(want.Pending.Choice.Count) || got == 0 {
			t.Errorf("%s: cost %d, engine asks for %d", v.Describe(a, v.Viewer), got, want.Pending.Choice.Count)
		}
	}
	if !found {
		t.Fatal("no Seize is legal")
	}
}
