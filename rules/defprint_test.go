package rules

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// TestFingerprintCoversEveryField changes each field of a card and of a
// Deity definition, recursively through abilities, clauses and targets,
// and requires the definition's print (and so the card-set fingerprint
// and the save's checksum) to change; only ID, Source and a Deity's
// published deck stay out.
func TestFingerprintCoversEveryField(t *testing.T) {
	cs := testSet(t)
	key := func(id DefID) string {
		if int(id) < len(cs.Cards) {
			return cs.Cards[id].Key
		}
		return "?"
	}
	card := cs.Cards[1] // the mini-card: every field below gets a value
	card.Abilities = []Ability{{Clauses: []Clause{{Mini: 1}}}}
	deity := cs.Deities[0]
	for _, def := range []any{&card, &deity} {
		var missed []string
		typ := reflect.TypeOf(def).Elem()
		for _, l := range hashLeaves(typ, typ.Name(), typ.Name(), nil, nil) {
			v := reflect.ValueOf(def).Elem()
			before := defPrint(def, key)
			saved := reflect.New(typ).Elem()
			saved.Set(v)
			deepen(v)
			if defPrint(def, key) != before {
				t.Fatal("copying changed the print")
			}
			changeAt(v, l.steps)
			if defPrint(def, key) == before && !strings.HasSuffix(l.name, ".ID") && !strings.HasSuffix(l.name, ".Source") &&
				!strings.HasPrefix(l.name, "DeityDef.Published") {
				missed = append(missed, l.name)
			}
			v.Set(saved)
		}
		if len(missed) > 0 {
			t.Errorf("the print of a %s ignores %s", typ.Name(), strings.Join(missed, ", "))
		}
	}
	if a, b := cs.Fingerprint(), testSet(t).Fingerprint(); a != b {
		t.Fatal("two equal sets print differently")
	}
	other := testSet(t)
	other.Cards[5].Abilities[0].Clauses[0].Target.Side = YourSide
	if cs.Fingerprint() == other.Fingerprint() {
		t.Fatal("a changed clause target left the set's fingerprint alone")
	}
}

// deepen gives v's slices their own backing arrays (one element at
// least), so that changing a copy leaves the original alone.
func deepen(v reflect.Value) {
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			deepen(v.Field(i))
		}
	case reflect.Slice:
		n := reflect.MakeSlice(v.Type(), max(v.Len(), 1), max(v.Len(), 1))
		reflect.Copy(n, v)
		v.Set(n)
		for i := range n.Len() {
			deepen(n.Index(i))
		}
	case reflect.Array:
		for i := range v.Len() {
			deepen(v.Index(i))
		}
	}
}

// changeAt alters the value at a path of field and element indexes (-1:
// append to the slice there).
func changeAt(v reflect.Value, steps []int) {
	for _, st := range steps {
		switch {
		case st == -1:
			v.Set(reflect.Append(v, reflect.New(v.Type().Elem()).Elem()))
			return
		case v.Kind() == reflect.Struct:
			v = v.Field(st)
		default:
			v = v.Index(st)
		}
	}
	switch v.Kind() {
	case reflect.Struct: // the game's generator: draw from it
		v.Addr().Interface().(*rand.PCG).Uint64()
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(v.Int() + 1)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(v.Uint() + 1)
	case reflect.String:
		v.SetString(v.String() + "x")
	}
}

// TestInstalledCardsPassVetDef: every card and Deity of the test set
// passes the checks a save's definitions get, and breaking one field is
// refused with that field's name.
func TestInstalledCardsPassVetDef(t *testing.T) {
	cs := testSet(t)
	lookup := func(id DefID) *CardDef {
		if int(id) < len(cs.Cards) && id > 0 {
			return &cs.Cards[id]
		}
		return nil
	}
	for i := 1; i < len(cs.Cards); i++ {
		if err := vetDef(&cs.Cards[i], lookup); err != nil {
			t.Errorf("%s: %v", cs.Cards[i].Title, err)
		}
	}
	for i := range cs.Deities {
		if err := vetDeity(&cs.Deities[i], lookup); err != nil {
			t.Errorf("%s: %v", cs.Deities[i].Title, err)
		}
	}
	troll, _ := cs.Lookup("Youthful Troll")
	for _, tc := range []struct {
		edit func(d *CardDef)
		want string
	}{
		{func(d *CardDef) { d.Fight = 127 }, "Fight"},
		{func(d *CardDef) { d.Level = 0 }, "Level"},
		{func(d *CardDef) { d.Type = 9 }, "Type"},
		{func(d *CardDef) { d.Abilities[0].Clauses[0].N = 100 }, "Abilities[0].Clauses[0].N"},
		{func(d *CardDef) { d.Abilities[0].Clauses[0].Op = 200 }, "Abilities[0].Clauses[0].Op"},
		{func(d *CardDef) { d.Abilities[0].Clauses[0].Target.Kind = TChainItem }, "Abilities[0].Clauses[0].Target.Kind"},
		{func(d *CardDef) { // only a Heresy has a holder
			d.Abilities[0].Trigger = OnSummon
			d.Abilities[0].Clauses[0].Target = Target{Kind: THolder}
		}, "Abilities[0].Clauses[0].Target.Kind"},
		{func(d *CardDef) { d.Abilities[0].Clauses[0].Mini = 3 }, "Abilities[0].Clauses[0].Mini"},
		{func(d *CardDef) {
			d.Abilities[0].Clauses = slices.Repeat(d.Abilities[0].Clauses, 7)
		}, "Abilities[0].Clauses"},
		{func(d *CardDef) { d.Abilities[0].Trigger = OnDeity }, "Abilities[0].Trigger"},
	} {
		d := cs.Cards[troll]
		d.Abilities = slices.Clone(d.Abilities)
		d.Abilities[0].Clauses = slices.Clone(d.Abilities[0].Clauses)
		tc.edit(&d)
		err := vetDef(&d, lookup)
		if e, ok := err.(*Invalid); !ok || e.Field != tc.want {
			t.Errorf("want a refusal naming %s, got %v", tc.want, err)
		}
	}
}
