package scenes

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/rules"

	"twilight/scenes/menu"
	"twilight/scenes/rulesref"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// referenceTerms are the rules and keywords the reference must cover.
var referenceTerms = []string{
	// The turn's eight phases.
	"Refresh Phase", "Draw Phase", "Trade Phase", "Seize Phase", "Resource Phase", "Summoning Phase", "Combat Phase", "End Phase",
	// Combat steps.
	"Declare attackers", "Declare blockers", "Replace blockers", "Creature damage", "Discard Stack damage", "Life Stack damage",
	// Power.
	"Trade", "Seize", "Forced Trade", "Manifest", "Heresy", "Recharge", "Sacrifice",
	// Timing.
	"Active Effects", "Priority", "Chain", "Counter",
	// Glossary keywords.
	"Armor", "Piercing", "Initiative", "Overrun", "Fleet", "Entrapment", "Stealth", "Relentless", "Immobile",
	"Guardian", "Defile", "Epic", "Echo", "Prescience", "Savagery", "Renewal", "Requiem", "Deathbound",
	"Obliterate", "Destroy X", "Restore", "Blessing", "Freeze", "Recall", "Conviction", "Upkeep", "Decay",
	"Countdown", "Disruption Tax", "Mini-cards", "Unlimited",
	// Names the engine gives triggers, conditions and effects on cards.
	"Summon", "Exhaust", "Heresy", "Deity", "Damage", "Slay", "Destroy", "Bless", "Counter", "Refresh", "Draw",
	// Zones and terms.
	"Life Stack", "Discard Stack", "Destroyed Stack", "Aspect Stack", "Resource Area", "Combat Field",
	"Creature Limit", "Fresh", "Exhausted", "Owner", "Controller", "Deck building", "Extended game", "Multiplayer",
	// Our rulings.
	"Rulings",
}

func TestReferenceCoversTerms(t *testing.T) {
	for _, term := range referenceTerms {
		title, body, ok := rulesref.ReferenceEntry(term)
		if !ok {
			t.Errorf("no reference entry for %q", term)
			continue
		}
		if len(strings.Fields(body)) < 12 {
			t.Errorf("%q → %q has only %q", term, title, body)
		}
	}
	// Every keyword the engine knows by name has an entry.
	for _, name := range rules.Keyword(0xFFFF).Names() {
		if _, _, ok := rulesref.ReferenceEntry(name); !ok {
			t.Errorf("engine keyword %q has no reference entry", name)
		}
	}
}

func TestReferenceLookupAsPrinted(t *testing.T) {
	tests := []struct{ keyword, want string }{
		{"Armor 2", "Armor"},
		{"armor", "Armor"},
		{"Obliterate: 5", "Obliterate"},
		{"Destroy: 1", "Destroy X"},
		{"Destroy", "Destroy"},
		{"Destroy X", "Destroy X"},
		{"Defile 2", "Defile"},
		{"Freeze 1", "Freeze"},
		{"Restore 3", "Restore"},
		{"Mini-card", "Mini-cards"},
		{"Blessings", "Blessing"},
		{"  FLEET ", "Fleet"},
		{"Disruption Tax", "Countdown"},
	}
	for _, tc := range tests {
		title, _, ok := rulesref.ReferenceEntry(tc.keyword)
		if !ok || title != tc.want {
			t.Errorf("ReferenceEntry(%q) = %q, %v; want %q", tc.keyword, title, ok, tc.want)
		}
	}
	if _, _, ok := rulesref.ReferenceEntry("Frobnicate"); ok {
		t.Error("an unknown word should not be found")
	}
}

func TestReferenceSearch(t *testing.T) {
	book, err := rulesref.ReferenceBook()
	if err != nil {
		t.Fatal(err)
	}
	titles := func(q string) []string {
		var out []string
		for _, i := range rulesref.FilterReference(book, q) {
			out = append(out, book[i].Title)
		}
		return out
	}
	tests := []struct {
		query string
		first string // the best match
		has   string // also listed
		not   string // not listed
	}{
		{"armor", "Armor", "Piercing", "Fleet"},                         // by title, then by text
		{"ARM", "Armor", "", "Fleet"},                                   // case and prefix
		{"fleet", "Fleet", "Entrapment", "Armor"},                       // Entrapment's text names Fleet
		{"tap", "Fresh and Exhausted", "", "Armor"},                     // by another name
		{"half rounded up", "Discard Stack damage", "Overrun", "Fleet"}, // words anywhere in the text
		{"step d", "Creature damage", "", ""},
		{"disruption", "Countdown", "", ""},
	}
	for _, tc := range tests {
		got := titles(tc.query)
		if len(got) == 0 || got[0] != tc.first {
			t.Errorf("search %q: first %v, want %q", tc.query, got, tc.first)
		}
		if tc.has != "" && !slices.Contains(got, tc.has) {
			t.Errorf("search %q: %v lacks %q", tc.query, got, tc.has)
		}
		if tc.not != "" && slices.Contains(got, tc.not) {
			t.Errorf("search %q: %v should not list %q", tc.query, got, tc.not)
		}
	}
	if n := len(titles("")); n != len(book) {
		t.Errorf("empty search lists %d of %d entries", n, len(book))
	}
	if got := titles("zzzz"); len(got) != 0 {
		t.Errorf("nonsense search found %v", got)
	}
}

// TestReferenceKeys drives the reference screen by keys: typing filters,
// arrows choose, Esc clears the search before it leaves.
func TestReferenceKeys(t *testing.T) {
	app := newTestApp(t)
	title := menu.NewTitle(app)
	m := scene.NewManager(menu.NewReferenceAt(app, "Overrun", title))
	m.Layout(scene.WindowWidth, scene.WindowHeight)
	settle(m)
	r := m.Current().(*menu.ReferenceScene)
	if got, _ := r.Selected(); got != "Overrun" {
		t.Fatalf("opened at %q, want Overrun", got)
	}
	nth := func(i int) func() string { return func() string { return r.Shown()[min(i, len(r.Shown())-1)] } }
	is := func(s string) func() string { return func() string { return s } }
	steps := []struct {
		in   *widget.Keys
		want func() string
	}{
		{&widget.Keys{Chars: []rune("fle")}, is("Fleet")},
		{shotKeys(ebiten.KeyArrowDown), nth(1)},
		{shotKeys(ebiten.KeyArrowDown, ebiten.KeyArrowDown, ebiten.KeyArrowDown, ebiten.KeyArrowDown, ebiten.KeyArrowDown), nth(6)}, // clamps at the end
		{shotKeys(ebiten.KeyArrowUp), func() string { return r.Shown()[len(r.Shown())-2] }},
		{shotKeys(ebiten.KeyBackspace, ebiten.KeyBackspace, ebiten.KeyBackspace), is("How a match is won")},
		{&widget.Keys{Chars: []rune("half")}, is("Discard Stack damage")},
		{&widget.Keys{Pressed: []ebiten.Key{ebiten.KeySpace}, Chars: []rune(" ")}, is("Discard Stack damage")},
		{&widget.Keys{Chars: []rune("rounded")}, func() string {
			if v := r.Search.Value(); v != "half rounded" {
				t.Errorf("search field holds %q, want %q", v, "half rounded")
			}
			return "Discard Stack damage"
		}},
		{shotKeys(ebiten.KeyBackspace, ebiten.KeyBackspace, ebiten.KeyBackspace, ebiten.KeyBackspace, ebiten.KeyBackspace,
			ebiten.KeyBackspace, ebiten.KeyBackspace, ebiten.KeyBackspace, ebiten.KeyBackspace, ebiten.KeyBackspace, ebiten.KeyBackspace, ebiten.KeyBackspace), is("How a match is won")},
		{&widget.Keys{Chars: []rune("savag")}, is("Savagery")},
		{shotKeys(ebiten.KeyEscape), is("How a match is won")}, // clears the search
	}
	for i, s := range steps {
		r.Handle(&m.Ctx, s.in)
		got, _ := r.Selected()
		if want := s.want(); got != want {
			t.Errorf("step %d: selected %q, want %q (shown %v)", i, got, want, r.Shown())
		}
	}
	if r.Search.Value() != "" {
		t.Errorf("Esc left the search at %q", r.Search.Value())
	}
	r.Handle(&m.Ctx, shotKeys(ebiten.KeyEscape))
	settle(m)
	if m.Current() != scene.Scene(title) {
		t.Errorf("second Esc went to %T, want the title", m.Current())
	}
}
