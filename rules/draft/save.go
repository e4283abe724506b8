package draft

import (
	"encoding/json"
	"io"

	"twilight/rules"
)

// SaveFormat and SaveVersion identify a saved draft.
const (
	SaveFormat  = "twilight-draft"
	SaveVersion = 1
)

// MaxSaveSize is the largest saved draft Load reads.
const MaxSaveSize = 4 << 20

// saveFile is a draft on disk. Set is the Fingerprint of the card set the
// draft was dealt from: its card and Deity numbers mean something only
// with that set.
type saveFile struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	Set     string `json:"set"`
	Draft   *Draft `json:"draft"`
}

// Save writes the whole draft (not a View) as versioned JSON.
func (d *Draft) Save(w io.Writer) error {
	return json.NewEncoder(w).Encode(saveFile{Format: SaveFormat, Version: SaveVersion, Set: d.Set.Fingerprint(), Draft: d})
}

// Load reads a draft written by Save, dealt from set (the same card set:
// a save of another set is refused). The draft continues exactly as it
// would have. A damaged save is refused with a BadSave *Error.
func Load(r io.Reader, set *rules.CardSet) (*Draft, error) {
	var f saveFile
	dec := json.NewDecoder(io.LimitReader(r, MaxSaveSize))
	if err := dec.Decode(&f); err != nil {
		return nil, refuse(BadSave, Action{}, "not a saved draft: %v", err)
	}
	switch {
	case f.Format != SaveFormat:
		return nil, refuse(BadSave, Action{}, "not a saved draft (format %q)", f.Format)
	case f.Version != SaveVersion:
		return nil, refuse(BadSave, Action{}, "a saved draft of version %d; this client reads version %d", f.Version, SaveVersion)
	case f.Draft == nil:
		return nil, refuse(BadSave, Action{}, "the save holds no draft")
	case f.Set != set.Fingerprint():
		return nil, refuse(BadSave, Action{}, "the draft was dealt from another card set (the cards or Seasons changed since)")
	}
	d := f.Draft
	d.Set = set
	if err := d.Validate(); err != nil {
		return nil, refuse(BadSave, Action{}, "%v", err)
	}
	return d, nil
}
