package rules_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"twilight/rules"
)

// Hostile saves: the cases of issue #14, each an edit a player could make
// to a real save with a text editor (and the checksums recomputed, as a
// determined one would). Load must refuse every one with a reason naming
// what is wrong, whatever the edit; the rule behind it is Validate's, not
// a check per case.

// realSave plays a two-player game with the pre-built decks from seed
// until want holds at a decision (or the game would end), and returns the
// game and its save.
func realSave(t *testing.T, seed uint64, want func(s *rules.State) bool) (*rules.State, []byte) {
	t.Helper()
	set, decks, deities := baseSet(t)
	for try := seed; try < seed+200; try++ {
		s, err := rules.NewGame(set, rules.Config{Seed: try, Seats: []rules.Seat{{Deity: deities[0], Deck: decks[0]}, {Deity: deities[3], Deck: decks[3]}}, First: 0})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(try, 5))
		var buf []rules.Action
		for steps := 0; !s.Over() && steps < 3000; steps++ {
			if steps > 20 && want(s) {
				var b bytes.Buffer
				if err := s.Save(&b); err != nil {
					t.Fatal(err)
				}
				return s, b.Bytes()
			}
			buf = s.Legal(buf[:0])
			if err := s.Apply(buf[r.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no game reached the position wanted")
	return nil, nil
}

// jsonDoc is a decoded save, edited by path ("state.Players.1.Pool").
type jsonDoc map[string]any

func decodeSave(t *testing.T, data []byte) jsonDoc {
	t.Helper()
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var m jsonDoc
	if err := d.Decode(&m); err != nil {
		t.Fatal(err)
	}
	return m
}

// at returns the container holding the last element of path, and that key.
func (m jsonDoc) at(t *testing.T, path string) (any, string) {
	t.Helper()
	parts := strings.Split(path, ".")
	var cur any = map[string]any(m)
	for _, p := range parts[:len(parts)-1] {
		switch c := cur.(type) {
		case map[string]any:
			cur = c[p]
		case []any:
			i, _ := strconv.Atoi(p)
			cur = c[i]
		default:
			t.Fatalf("%s: no %s", path, p)
		}
	}
	return cur, parts[len(parts)-1]
}

func (m jsonDoc) get(t *testing.T, path string) any {
	c, k := m.at(t, path)
	if l, ok := c.([]any); ok {
		i, _ := strconv.Atoi(k)
		return l[i]
	}
	return c.(map[string]any)[k]
}

func (m jsonDoc) set(t *testing.T, path string, v any) {
	c, k := m.at(t, path)
	if l, ok := c.([]any); ok {
		i, _ := strconv.Atoi(k)
		l[i] = v
		return
	}
	c.(map[string]any)[k] = v
}

func (m jsonDoc) list(t *testing.T, path string) []any {
	l, _ := m.get(t, path).([]any)
	return l
}

func (m jsonDoc) num(t *testing.T, path string) int {
	n, err := strconv.Atoi(fmt.Sprint(m.get(t, path)))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return n
}

func (m jsonDoc) bytes(t *testing.T) []byte {
	b, err := json.Marshal(map[string]any(m))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// newCard is a card entry of the save's state.
func newCard(def, owner, zone, seen int) map[string]any {
	return map[string]any{"Def": def, "Owner": owner, "Controller": owner, "Zone": zone, "Seen": seen, "BlockOf": -1, "BlockedBy": -1}
}

// Zone numbers as a save writes them.
const (
	zLife = 1
	zHand = 2
)

func TestHostileSaves(t *testing.T) {
	set, _, _ := baseSet(t)
	mid, midSave := realSave(t, 1, func(s *rules.State) bool {
		return s.Turn >= 6 && s.Pending.Kind == rules.DecPriority && len(s.Players[1].Hand) > 0 && len(s.Log) > 3
	})
	_, chainSave := realSave(t, 40, func(s *rules.State) bool { return len(s.Chain) > 0 && s.Pending.Kind == rules.DecPriority })
	epic := rules.DefID(0)
	for i := range mid.Cards {
		if d := mid.Def(rules.CardID(i)); d.Has(rules.KwEpic) && mid.Cards[i].Owner == 0 {
			epic = d.ID
		}
	}
	if epic == 0 {
		t.Fatal("player 1's deck holds no Epic card")
	}
	opponentHand := mid.Players[1].Hand[0]

	tests := []struct {
		name string
		save []byte
		edit func(t *testing.T, m jsonDoc)
		want string // Load's reason names this
	}{
		{"three extra copies of an Epic in hand", midSave, func(t *testing.T, m jsonDoc) {
			cards := m.list(t, "state.Cards")
			hand := m.list(t, "state.Players.0.Hand")
			for range 3 {
				hand = append(hand, len(cards))
				cards = append(cards, newCard(int(epic), 0, zHand, 1))
			}
			m.set(t, "state.Cards", cards)
			m.set(t, "state.Players.0.Hand", hand)
		}, "Decks[0]"},
		{"a whole Life Stack moved into the hand", midSave, func(t *testing.T, m jsonDoc) {
			life := m.list(t, "state.Players.1.Life")
			for _, c := range life {
				m.set(t, fmt.Sprintf("state.Cards.%v.Zone", c), zHand)
				m.set(t, fmt.Sprintf("state.Cards.%v.Seen", c), 3)
			}
			m.set(t, "state.Players.1.Hand", append(m.list(t, "state.Players.1.Hand"), life...))
			m.set(t, "state.Players.1.Life", []any{})
		}, "Players[1].Life"},
		{"an opponent's Life Stack cut to 1 card", midSave, func(t *testing.T, m jsonDoc) {
			life := m.list(t, "state.Players.1.Life")
			m.set(t, "state.Players.1.Life", life[len(life)-1:])
		}, "no list there holds it"},
		{"255 Power of each level", midSave, func(t *testing.T, m jsonDoc) {
			m.set(t, "state.Players.0.Pool", []any{255, 255, 255})
		}, "Players[0].Pool"},
		{"+127 Fight", midSave, func(t *testing.T, m jsonDoc) {
			m.set(t, fmt.Sprintf("state.Cards.%d.FightMod", mid.Players[0].Life[0]), 127)
		}, "FightMod"},
		{"an opponent's card in my hand", midSave, func(t *testing.T, m jsonDoc) {
			m.set(t, "state.Players.1.Hand", m.list(t, "state.Players.1.Hand")[1:])
			m.set(t, "state.Players.0.Hand", append(m.list(t, "state.Players.0.Hand"), int(opponentHand)))
		}, "Hand"},
		{"an opponent's card in my hand, made mine", midSave, func(t *testing.T, m jsonDoc) {
			m.set(t, "state.Players.1.Hand", m.list(t, "state.Players.1.Hand")[1:])
			m.set(t, "state.Players.0.Hand", append(m.list(t, "state.Players.0.Hand"), int(opponentHand)))
			m.set(t, fmt.Sprintf("state.Cards.%d.Controller", opponentHand), 0)
		}, "Controller"},
		{"a game with no cards", midSave, func(t *testing.T, m jsonDoc) {
			m.set(t, "state.Cards", []any{})
			for p := range 2 {
				for _, z := range []string{"Life", "Hand", "Discard", "Destroyed", "Aspects", "Resource", "Field"} {
					m.set(t, fmt.Sprintf("state.Players.%d.%s", p, z), []any{})
				}
				m.set(t, fmt.Sprintf("state.Players.%d.Compass", p), []any{nil, nil, nil, nil})
			}
			m.set(t, "state.Chain", []any{})
			m.set(t, "state.Log", []any{})
		}, "state."},
		{"the hidden-card id inside the real state", midSave, func(t *testing.T, m jsonDoc) {
			m.set(t, fmt.Sprintf("state.Cards.%d.Def", mid.Players[1].Life[0]), 0xFFF1)
		}, "hidden"},
		{"an opponent's cards marked Token", midSave, func(t *testing.T, m jsonDoc) {
			for _, c := range mid.Players[1].Life {
				m.set(t, fmt.Sprintf("state.Cards.%d.Token", c), true)
			}
		}, "Token"},
		{"Viewer set", midSave, func(t *testing.T, m jsonDoc) { m.set(t, "state.Viewer", 0) }, "Viewer"},
		{"a log event naming a card that does not exist", midSave, func(t *testing.T, m jsonDoc) {
			m.set(t, "state.Log.3.Card", 30000)
		}, "Log[3].Card"},
		{"Item.Manifester on a chain item", chainSave, func(t *testing.T, m jsonDoc) {
			m.set(t, "state.Chain.0.Manifester", 3)
		}, "Chain[0].Manifester"},
		{"Active=7", midSave, func(t *testing.T, m jsonDoc) { m.set(t, "state.Active", 7) }, "Active"},
		{"chain item Source=30000", chainSave, func(t *testing.T, m jsonDoc) {
			m.set(t, "state.Chain.0.Source", 30000)
		}, "Chain[0]"},
		{"Step=99", midSave, func(t *testing.T, m jsonDoc) { m.set(t, "state.Step", 99) }, "Step"},
		{"Pending.Kind=200", midSave, func(t *testing.T, m jsonDoc) { m.set(t, "state.Pending.Kind", 200) }, "Pending.Kind"},
		{"Pending for a decision its player cannot make", midSave, func(t *testing.T, m jsonDoc) {
			m.set(t, "state.Pending.Kind", int(rules.DecUpkeep))
		}, "Pending"},
		{"Pending.Player out of range", midSave, func(t *testing.T, m jsonDoc) { m.set(t, "state.Pending.Player", 5) }, "Pending.Player"},
		{"a stray target payload", midSave, func(t *testing.T, m jsonDoc) {
			m.set(t, "state.Pending.Target", map[string]any{"Clause": 2})
		}, "Pending.Target"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := decodeSave(t, tc.save)
			tc.edit(t, m)
			data := reseal(t, m.bytes(t))
			g, err := rules.Load(bytes.NewReader(data), set)
			if err == nil {
				t.Fatalf("loaded (turn %d, step %d, pending %v)", g.Turn, g.Step, g.Pending.Kind)
			}
			if !errors.Is(err, rules.BadSave) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("refused with %q; want a reason naming %q", err, tc.want)
			}
			t.Logf("%v", err)
		})
	}
}

// TestUnsealedEditsAreDamage: fields StateHash once left out — Card.Token,
// AttackDisc, Viewer, Item.Manifester — and the log, edited without
// recomputing the checksums, are refused as a damaged file.
func TestUnsealedEditsAreDamage(t *testing.T) {
	set, _, _ := baseSet(t)
	_, chainSave := realSave(t, 40, func(s *rules.State) bool { return len(s.Chain) > 0 && s.Pending.Kind == rules.DecPriority })
	for _, path := range []string{"state.Cards.0.Token", "state.Cards.0.AttackDisc", "state.Chain.0.Echo"} {
		m := decodeSave(t, chainSave)
		m.set(t, path, m.get(t, path) != true)
		if _, err := rules.Load(bytes.NewReader(m.bytes(t)), set); err == nil || !strings.Contains(err.Error(), "checksum") {
			t.Errorf("%s flipped: %v", path, err)
		}
	}
	for _, path := range []string{"state.Viewer", "state.Chain.0.Manifester", "state.Log.2.N"} {
		m := decodeSave(t, chainSave)
		m.set(t, path, m.num(t, path)+1)
		if _, err := rules.Load(bytes.NewReader(m.bytes(t)), set); err == nil || !strings.Contains(err.Error(), "checksum") {
			t.Errorf("%s changed: %v", path, err)
		}
	}
}

// TestBaseSetIsPlayable: every shipped card and Deity passes the checks
// Load gives the definitions a save carries.
func TestBaseSetIsPlayable(t *testing.T) {
	set, _, _ := baseSet(t)
	if err := set.Playable(); err != nil {
		t.Fatal(err)
	}
}
