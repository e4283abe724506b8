package rules

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"

	"twilight/rules/userfile"
)

// SaveFormat and SaveVersion identify a save file. Version 2 carries the
// definitions of the cards in the match and the players' deck lists.
const (
	SaveFormat  = "twilight-save"
	SaveVersion = 2
)

// MaxSaveSize is the largest save file LoadFile reads.
const MaxSaveSize = 32 << 20

// saveFile is a save on disk. The state's DefIDs and Deity numbers are
// those of the game that saved it; Cards and Deities say what they stand
// for, so a save loads whatever else the player's card set holds by then.
type saveFile struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	// Cards are the definitions of every card of the match: the decks'
	// cards and the mini-cards they (or the Deities) make, with their IDs.
	Cards   []CardDef    `json:"cards"`
	Deities []savedDeity `json:"deities"` // the seated Deities
	Set     string       `json:"set"`     // checksum of Cards and Deities
	Hash    string       `json:"hash"`    // StateHash at save time
	Log     string       `json:"log"`     // checksum of the state's log, which StateHash leaves out
	Rand    []byte       `json:"rand"`
	State   *State       `json:"state"`
}

// savedDeity is a seated Deity and its number in the game that saved it.
type savedDeity struct {
	Index int      `json:"index"`
	Def   DeityDef `json:"def"`
}

// Save writes the game as versioned JSON, with the definitions of its
// cards and Deities and two checksums that catch accidental damage.
func (s *State) Save(w io.Writer) error {
	rb, err := s.Rand.MarshalBinary()
	if err != nil {
		return err
	}
	st := *s
	if st.Decks == nil {
		st.Decks = s.dealtDecks()
	}
	f := saveFile{Format: SaveFormat, Version: SaveVersion, Rand: rb, State: &st,
		Hash: fmt.Sprintf("%016x", s.StateHash())}
	for _, id := range st.usedDefs() {
		f.Cards = append(f.Cards, s.Set.Cards[id])
	}
	for _, d := range st.usedDeities() {
		f.Deities = append(f.Deities, savedDeity{Index: d, Def: s.Set.Deities[d]})
	}
	f.Set = f.checksum()
	f.Log = logChecksum(st.Log)
	return json.NewEncoder(w).Encode(&f)
}

// dealtDecks are the deck lists of a table set up card by card: each
// player's own cards, mini-cards apart.
func (s *State) dealtDecks() [][]DefID {
	decks := make([][]DefID, len(s.Players))
	for i := range s.Cards {
		if c := &s.Cards[i]; !c.Token && s.validPlayer(c.Owner) {
			decks[c.Owner] = append(decks[c.Owner], c.Def)
		}
	}
	for _, d := range decks {
		slices.Sort(d)
	}
	return decks
}

// usedDefs lists, in order, every card definition the game refers to:
// its cards, its deck lists and the mini-cards their abilities (and the
// Deities') make.
func (s *State) usedDefs() []DefID {
	used := map[DefID]bool{}
	var add func(id DefID)
	addMinis := func(abs []Ability) {
		for i := range abs {
			for _, c := range abs[i].Clauses {
				if c.Mini != 0 {
					add(c.Mini)
				}
			}
		}
	}
	add = func(id DefID) {
		if used[id] || id == 0 || int(id) >= len(s.Set.Cards) {
			return
		}
		used[id] = true
		addMinis(s.Set.Cards[id].Abilities)
	}
	for i := range s.Cards {
		add(s.Cards[i].Def)
	}
	for _, d := range s.Decks {
		for _, id := range d {
			add(id)
		}
	}
	for _, d := range s.usedDeities() {
		addMinis(s.Set.Deities[d].Abilities)
	}
	return slices.Sorted(func(yield func(DefID) bool) {
		for id := range used {
			if !yield(id) {
				return
			}
		}
	})
}

// usedDeities lists, in order, the Deities seated at the table.
func (s *State) usedDeities() []int {
	var out []int
	for i := range s.Players {
		if d := int(s.Players[i].Deity); d >= 0 && d < len(s.Set.Deities) && !slices.Contains(out, d) {
			out = append(out, d)
		}
	}
	slices.Sort(out)
	return out
}

// checksum is the save's checksum of the definitions it carries.
func (f *saveFile) checksum() string { return defsChecksum(f.Cards, f.Deities) }

// defsChecksum is the checksum of carried card and Deity definitions (a
// save's or a replay's), numbers included.
func defsChecksum(cards []CardDef, deities []savedDeity) string {
	key := savedKeys(cards)
	h := fnv{v: fnvOffset}
	for i := range cards {
		h.u(uint64(cards[i].ID))
		h.u(defPrint(&cards[i], key))
	}
	for i := range deities {
		h.u(uint64(deities[i].Index))
		h.u(defPrint(&deities[i].Def, key))
	}
	return fmt.Sprintf("%016x", h.v)
}

// logChecksum is the save's checksum of the game's log.
func logChecksum(log []Event) string {
	h := fnv{v: fnvOffset}
	for i := range log {
		e := &log[i]
		h.u(uint64(e.Kind) | uint64(uint8(e.Player))<<8 | uint64(uint8(e.Who))<<16 | uint64(uint16(e.Card))<<24 |
			uint64(uint16(e.N))<<40 | uint64(e.From)<<56)
		h.u(uint64(e.To))
		h.str(e.Note)
	}
	return fmt.Sprintf("%016x", h.v)
}

// savedKeys names the card definitions of a save by their IDs there.
func savedKeys(cards []CardDef) func(DefID) string {
	keys := make(map[DefID]string, len(cards))
	for i := range cards {
		keys[cards[i].ID] = cards[i].Key
	}
	return func(id DefID) string { return keys[id] }
}

// Fingerprint identifies the rules content of a card set: every field of
// every card and Deity but where each was read from.
func (cs *CardSet) Fingerprint() string {
	key := func(id DefID) string {
		if int(id) < len(cs.Cards) {
			return cs.Cards[id].Key
		}
		return ""
	}
	h := fnv{v: fnvOffset}
	for i := 1; i < len(cs.Cards); i++ {
		h.u(defPrint(&cs.Cards[i], key))
	}
	for i := range cs.Deities {
		h.u(defPrint(&cs.Deities[i], key))
	}
	return fmt.Sprintf("%016x", h.v)
}

// badSave is the error Load returns.
func badSave(format string, args ...any) error {
	return &Error{Kind: BadSave, Reason: fmt.Sprintf(format, args...)}
}

// Load reads a game saved by Save. The save's own card definitions say
// what its cards are: where the installed set holds the same definition
// (by key, every field alike) the game uses it; a card the set no longer
// holds, or holds changed, keeps the definition it was saved with (the
// game then gets a set of its own, the installed one extended). So adding
// Seasons never makes a saved match unloadable.
//
// A damaged file, one from another format version, one whose card
// definitions the engine cannot play, and one whose game Validate refuses
// give an *Error of kind BadSave, whose Reason names what is wrong, and
// no state.
func Load(r io.Reader, set *CardSet) (*State, error) {
	var f saveFile
	if err := json.NewDecoder(r).Decode(&f); err != nil {
		return nil, badSave("not a readable save file: %v", err)
	}
	switch {
	case f.Format != SaveFormat:
		return nil, badSave("not a Twilight save file")
	case f.Version == 1:
		return nil, badSave("saved by an earlier Twilight (save format 1), which did not keep the card definitions a save now carries; this build reads format %d", SaveVersion)
	case f.Version != SaveVersion:
		return nil, badSave("saved by format version %d; this build reads version %d", f.Version, SaveVersion)
	case f.State == nil:
		return nil, badSave("the file holds no game")
	case f.checksum() != f.Set:
		return nil, badSave("the card definitions do not match their checksum (the file was changed or damaged)")
	}
	s := f.State
	if err := s.Rand.UnmarshalBinary(f.Rand); err != nil {
		return nil, badSave("damaged random state")
	}
	if got := fmt.Sprintf("%016x", s.StateHash()); got != f.Hash {
		return nil, badSave("the game does not match its checksum (the file was changed or damaged)")
	}
	if logChecksum(s.Log) != f.Log {
		return nil, badSave("the game's log does not match its checksum (the file was changed or damaged)")
	}
	game, cards, deities, err := set.adopt(f.Cards, f.Deities)
	if err != nil {
		return nil, badSave("%v", err)
	}
	if err := s.renumber(cards, deities); err != nil {
		return nil, badSave("%v", err)
	}
	s.Set = game
	if s.Decks == nil {
		return nil, badSave("state.Decks: the save holds no deck lists")
	}
	if err := s.Validate(); err != nil {
		return nil, badSave("state.%v", err)
	}
	return s, nil
}

// renumber rewrites the saved game's DefIDs and Deity numbers into those
// of the set it is played with.
func (s *State) renumber(cards map[DefID]DefID, deities map[int8]int8) error {
	for i := range s.Cards {
		d := s.Cards[i].Def
		to, ok := cards[d]
		switch {
		case d >= HiddenDef:
			return bad(fmt.Sprintf("state.Cards[%d].Def", i), "%d stands for a face hidden from a player; only a player's view holds one", d)
		case !ok:
			return bad(fmt.Sprintf("state.Cards[%d].Def", i), "%d is none of the cards the save defines", d)
		}
		s.Cards[i].Def = to
	}
	for p, deck := range s.Decks {
		for k, d := range deck {
			to, ok := cards[d]
			if !ok {
				return bad(fmt.Sprintf("state.Decks[%d][%d]", p, k), "%d is none of the cards the save defines", d)
			}
			deck[k] = to
		}
		slices.Sort(deck)
	}
	for p := range s.Players {
		d := s.Players[p].Deity
		to, ok := deities[d]
		if !ok {
			return bad(fmt.Sprintf("state.Players[%d].Deity", p), "%d is none of the Deities the save defines", d)
		}
		s.Players[p].Deity = to
	}
	return nil
}

// SaveFile writes the game to path atomically: a temporary file in the
// same directory is written, synced and renamed over the old one, so a
// crash never leaves a half-written save.
func (s *State) SaveFile(path string) error {
	return userfile.WriteAtomic(path, s.Save)
}

// LoadFile reads a game saved with SaveFile. Only a regular file of at
// most MaxSaveSize bytes is read.
func LoadFile(path string, set *CardSet) (*State, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	switch {
	case err != nil:
		return nil, err
	case !info.Mode().IsRegular():
		return nil, badSave("%s is not a regular file", filepath.Base(path))
	case info.Size() > MaxSaveSize:
		return nil, badSave("%s is %d MB; a save is at most %d MB", filepath.Base(path), info.Size()>>20, MaxSaveSize>>20)
	}
	return Load(io.LimitReader(f, MaxSaveSize), set)
}

// Reseal rewrites the checksums of a save file to match its content, for
// a save edited on purpose (by hand, or by a fuzz test): Load then judges
// what the game holds instead of refusing the file as damaged. The
// checksums only ever guard against accidents; Load checks the whole game
// either way.
func Reseal(data []byte) ([]byte, error) {
	var f saveFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, err
	}
	if f.State == nil {
		return nil, errors.New("the file holds no game")
	}
	if err := f.State.Rand.UnmarshalBinary(f.Rand); err != nil {
		return nil, err
	}
	f.Set = f.checksum()
	f.Hash = fmt.Sprintf("%016x", f.State.StateHash())
	f.Log = logChecksum(f.State.Log)
	return json.Marshal(&f)
}
