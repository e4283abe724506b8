package simulate

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"twilight/rules"
	"twilight/rules/userfile"
)

// CardTally counts, for one Action card over many games and seats, the
// games in which a seat drew it (it was in the Hand that seat kept, or
// came to that Hand later), the games in which that seat then Summoned it
// from the Hand, and how many of those the seat won; and the games in
// which that seat could have Summoned it from the Hand at one of its
// decisions (it could pay for it when the rules let it be played), which
// tells a card nobody can pay for from one the player chooses not to
// play. Payable is -1 when the tally came from a file written before it
// was counted.
type CardTally struct {
	Drawn, Played, PlayedWins, Payable int
}

// CardTallies are the tallies of a simulation by card key, counted only
// for the seats whose level Config.TallyLevel names.
type CardTallies map[string]*CardTally

// Add adds o to t.
func (t CardTallies) Add(o CardTallies) {
	for k, v := range o {
		c := t[k]
		if c == nil {
			c = &CardTally{}
			t[k] = c
		}
		c.Drawn += v.Drawn
		c.Played += v.Played
		c.PlayedWins += v.PlayedWins
		if c.Payable < 0 || v.Payable < 0 {
			c.Payable = -1
		} else {
			c.Payable += v.Payable
		}
	}
}

// cardWatch follows one game for the card tallies: which cards each seat
// had in Hand, which it could Summon from there and which it did.
type cardWatch struct {
	drawn, played, payable []map[rules.DefID]bool
}

func newCardWatch(n int) *cardWatch {
	w := &cardWatch{drawn: make([]map[rules.DefID]bool, n), played: make([]map[rules.DefID]bool, n), payable: make([]map[rules.DefID]bool, n)}
	for p := range w.drawn {
		w.drawn[p], w.played[p], w.payable[p] = map[rules.DefID]bool{}, map[rules.DefID]bool{}, map[rules.DefID]bool{}
	}
	return w
}

// offered notes the cards a legal action would Summon from the Hand of
// the player it belongs to.
func (w *cardWatch) offered(s *rules.State, legal []rules.Action) {
	for _, a := range legal {
		if a.Kind != rules.ActSummon || a.Card < 0 || int(a.Card) >= len(s.Cards) || int(a.Player) >= len(w.payable) {
			continue
		}
		if c := &s.Cards[a.Card]; c.Zone == rules.ZHand {
			w.payable[a.Player][c.Def] = true
		}
	}
}

// before notes a Summon from the Hand, before action a is applied. A
// mulligan returns the whole starting Hand to the Life Stack before a new
// one is drawn, so the cards of the Hand given back are forgotten: a card
// counts as drawn when it was in the Hand its player kept or came to the
// Hand later (ruling 80).
func (w *cardWatch) before(s *rules.State, a rules.Action) {
	if a.Kind == rules.ActMulligan && int(a.Player) < len(w.drawn) {
		clear(w.drawn[a.Player])
		return
	}
	if a.Kind != rules.ActSummon || a.Card < 0 || int(a.Card) >= len(s.Cards) {
		return
	}
	c := &s.Cards[a.Card]
	if c.Zone == rules.ZHand && int(a.Player) < len(w.played) {
		w.played[a.Player][c.Def] = true
	}
}

// after notes every card in each seat's Hand.
func (w *cardWatch) after(s *rules.State) {
	for p := range w.drawn {
		for _, c := range s.Players[p].Hand {
			w.drawn[p][s.Cards[c].Def] = true
		}
	}
}

// tally turns the game into tallies for the seats selected by count.
func (w *cardWatch) tally(set *rules.CardSet, won []bool, count func(p int) bool) CardTallies {
	t := CardTallies{}
	for p := range w.drawn {
		if !count(p) {
			continue
		}
		for id := range w.drawn[p] {
			d := set.Card(id)
			c := t[d.Key]
			if c == nil {
				c = &CardTally{}
				t[d.Key] = c
			}
			c.Drawn++
			if w.payable[p][id] {
				c.Payable++
			}
			if w.played[p][id] {
				c.Played++
				if p < len(won) && won[p] {
					c.PlayedWins++
				}
			}
		}
	}
	return t
}

// ReadCardTallies reads a tally file written by WriteCardTallies; a file
// that does not exist is an empty tally.
func ReadCardTallies(path string) (CardTallies, error) {
	t := CardTallies{}
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return t, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.Fields(line)
		if len(fs) != 4 && len(fs) != 5 {
			return nil, fmt.Errorf("%s:%d: want KEY DRAWN PLAYED WINS PAYABLE", path, n)
		}
		v := [4]int{3: -1} // a file of four columns did not count Payable
		for i := range fs[1:] {
			if v[i], err = strconv.Atoi(fs[i+1]); err != nil || v[i] < 0 {
				return nil, fmt.Errorf("%s:%d: bad count %q", path, n, fs[i+1])
			}
		}
		t.Add(CardTallies{fs[0]: {Drawn: v[0], Played: v[1], PlayedWins: v[2], Payable: v[3]}})
	}
	return t, sc.Err()
}

// WriteCardTallies writes t as lines of KEY DRAWN PLAYED WINS PAYABLE,
// sorted (PAYABLE -1: not counted).
func WriteCardTallies(w io.Writer, t CardTallies) error {
	keys := make([]string, 0, len(t))
	for k := range t {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, "# card key, games drawn, games played when drawn, games won when played, games it could be played when drawn")
	for _, k := range keys {
		c := t[k]
		fmt.Fprintf(bw, "%s %d %d %d %d\n", k, c.Drawn, c.Played, c.PlayedWins, c.Payable)
	}
	return bw.Flush()
}

// AddCardTallies adds t to the tally file at path (creating it). The file
// is replaced whole (userfile.WriteAtomic), so a run stopped while writing
// never leaves a tally of earlier runs half-written.
func AddCardTallies(path string, t CardTallies) error {
	old, err := ReadCardTallies(path)
	if err != nil {
		return err
	}
	old.Add(t)
	return userfile.WriteAtomic(path, func(w io.Writer) error { return WriteCardTallies(w, old) })
}

// CheckTallyFile reports, before any game is played, whether a tally can
// be added to path: the file, if it exists, must read as a tally, and its
// folder must exist, so that hours of games are not lost at the end.
func CheckTallyFile(path string) error {
	if _, err := ReadCardTallies(path); err != nil {
		return err
	}
	dir := filepath.Dir(path)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return fmt.Errorf("no folder %s to write it in", dir)
	}
	return nil
}
