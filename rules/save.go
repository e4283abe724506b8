package rules

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// SaveFormat and SaveVersion identify a save file.
const (
	SaveFormat  = "twilight-save"
	SaveVersion = 1
)

type saveFile struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	Set     string `json:"set"`  // CardSet fingerprint
	Hash    string `json:"hash"` // StateHash at save time
	Rand    []byte `json:"rand"`
	State   *State `json:"state"`
}

// Fingerprint identifies the rules content of a card set, so that a save
// made with other card definitions is refused rather than misread.
func (cs *CardSet) Fingerprint() string {
	h := fnv{v: 14695981039346656037}
	str := func(s string) {
		for i := 0; i < len(s); i++ {
			h.byte(s[i])
		}
		h.byte(0)
	}
	for i := 1; i < len(cs.Cards); i++ {
		d := &cs.Cards[i]
		str(d.Key)
		h.u(uint64(d.Level) | uint64(d.Cost[0])<<8 | uint64(d.Cost[1])<<16 | uint64(d.Cost[2])<<24 | uint64(d.Type)<<32 | uint64(d.Factions)<<40)
		h.u(uint64(uint8(d.Fight)) | uint64(uint8(d.Life))<<8 | uint64(d.Keywords)<<16 | uint64(uint8(d.Armor))<<32 | uint64(len(d.Abilities))<<40)
	}
	for i := range cs.Deities {
		str(cs.Deities[i].Key)
	}
	return fmt.Sprintf("%016x", h.v)
}

// Save writes the game as versioned JSON.
func (s *State) Save(w io.Writer) error {
	rb, err := s.Rand.MarshalBinary()
	if err != nil {
		return err
	}
	f := saveFile{Format: SaveFormat, Version: SaveVersion, Set: s.Set.Fingerprint(),
		Hash: fmt.Sprintf("%016x", s.StateHash()), Rand: rb, State: s}
	enc := json.NewEncoder(w)
	return enc.Encode(&f)
}

// Load reads a game saved by Save for the same card set. A damaged file, a
// file from another version or another card set gives an *Error of kind
// BadSave and no state.
func Load(r io.Reader, set *CardSet) (*State, error) {
	var f saveFile
	dec := json.NewDecoder(r)
	if err := dec.Decode(&f); err != nil {
		return nil, &Error{Kind: BadSave, Reason: "not a readable save file: " + err.Error()}
	}
	switch {
	case f.Format != SaveFormat:
		return nil, &Error{Kind: BadSave, Reason: "not a Twilight save file"}
	case f.Version != SaveVersion:
		return nil, &Error{Kind: BadSave, Reason: fmt.Sprintf("saved by format version %d; this build reads version %d", f.Version, SaveVersion)}
	case f.Set != set.Fingerprint():
		return nil, &Error{Kind: BadSave, Reason: "saved with different card definitions"}
	case f.State == nil:
		return nil, &Error{Kind: BadSave, Reason: "the file holds no game"}
	}
	s := f.State
	s.Set = set
	if err := s.Rand.UnmarshalBinary(f.Rand); err != nil {
		return nil, &Error{Kind: BadSave, Reason: "damaged random state"}
	}
	if err := s.Validate(); err != nil {
		return nil, &Error{Kind: BadSave, Reason: err.Error()}
	}
	if got := fmt.Sprintf("%016x", s.StateHash()); got != f.Hash {
		return nil, &Error{Kind: BadSave, Reason: "the game does not match its checksum (the file was changed or damaged)"}
	}
	return s, nil
}

// SaveFile writes the game to path atomically: a temporary file in the
// same directory is written, synced and renamed over the old one, so a
// crash never leaves a half-written save.
func (s *State) SaveFile(path string) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, ".twilight-save-*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	defer os.Remove(name)
	if err := s.Save(tmp); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(name, path)
}

// LoadFile reads a game saved with SaveFile.
func LoadFile(path string, set *CardSet) (*State, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Load(f, set)
}

// Validate checks that the state is whole: every card is in exactly one
// place and that place agrees with the card, every definition exists, and
// the pending decision names a seated player.
func (s *State) Validate() error {
	n := len(s.Players)
	if n < 2 || n > MaxPlayers {
		return fmt.Errorf("%d players", n)
	}
	count := make([]int, len(s.Cards))
	for i := range s.Cards {
		c := &s.Cards[i]
		if int(c.Def) >= len(s.Set.Cards) && c.Def < HiddenDef || c.Def == 0 {
			return fmt.Errorf("card %d has no definition", i)
		}
		if int(c.Owner) >= n || c.Owner < 0 || int(c.Controller) >= n || c.Controller < 0 {
			return fmt.Errorf("card %d has no owner", i)
		}
	}
	mark := func(ids []CardID, z Zone) error {
		for _, c := range ids {
			if c < 0 || int(c) >= len(s.Cards) {
				return fmt.Errorf("a zone lists card %d, which does not exist", c)
			}
			if s.Cards[c].Zone != z {
				return fmt.Errorf("card %d is listed in the %s but records the %s", c, z, s.Cards[c].Zone)
			}
			count[c]++
		}
		return nil
	}
	for p := range s.Players {
		pl := &s.Players[p]
		if int(pl.Deity) >= len(s.Set.Deities) || pl.Deity < 0 {
			return fmt.Errorf("player %d has no deity", p+1)
		}
		for _, z := range []struct {
			ids  []CardID
			zone Zone
		}{{pl.Life, ZLife}, {pl.Hand, ZHand}, {pl.Discard, ZDiscard}, {pl.Destroyed, ZDestroyed},
			{pl.Aspects, ZAspects}, {pl.Resource, ZResource}, {pl.Field, ZField},
			{pl.Compass[0], ZCompass}, {pl.Compass[1], ZCompass}, {pl.Compass[2], ZCompass}, {pl.Compass[3], ZCompass}} {
			if err := mark(z.ids, z.zone); err != nil {
				return err
			}
		}
	}
	if err := mark(s.SetAside, ZSetAside); err != nil {
		return err
	}
	if err := mark(s.Restoring, ZSetAside); err != nil {
		return err
	}
	for _, it := range s.Chain {
		if it.Kind == ItemSummon {
			if it.Source < 0 || int(it.Source) >= len(s.Cards) {
				return fmt.Errorf("the chain names a card that does not exist")
			}
			count[it.Source]++
		}
	}
	for i, k := range count {
		want := 1
		if s.Cards[i].Zone == ZGone || s.Cards[i].Zone == ZNone {
			want = 0
		}
		if k != want {
			return fmt.Errorf("card %d is in %d places", i, k)
		}
	}
	if s.Pending.Kind != DecNone && (s.Pending.Player < 0 || int(s.Pending.Player) >= n) {
		return fmt.Errorf("the pending decision names no player")
	}
	return nil
}
