package rules

import (
	"fmt"
	"reflect"
)

// defPrint hashes every field of a card or Deity definition (a *CardDef
// or *DeityDef), walking the struct by reflection so that a field added
// later is covered without a word here. Two fields stay out: ID, the
// definition's place in its set, and Source, the file and line it was
// read from; neither says what the card does. A reference to another card
// (a clause's mini-card) counts by that card's key, from key, so the same
// cards print alike in two sets that number them differently.
func defPrint(def any, key func(DefID) string) uint64 {
	h := fnv{v: fnvOffset}
	h.value(reflect.ValueOf(def).Elem(), key)
	return h.v
}

var (
	defIDType    = reflect.TypeFor[DefID]()
	cardDefType  = reflect.TypeFor[CardDef]()
	deityDefType = reflect.TypeFor[DeityDef]()
)

// printSkips reports whether field name of struct type t stays out of a
// definition's print: a definition's ID and Source, and a Deity's
// published deck (what the computer expects of an opponent, not a rule of
// the game: a save is the same game whether the decks were published).
func printSkips(t reflect.Type, name string) bool {
	return (t == cardDefType || t == deityDefType) && (name == "ID" || name == "Source") ||
		t == deityDefType && name == "Published"
}

func (h *fnv) value(v reflect.Value, key func(DefID) string) {
	switch v.Kind() {
	case reflect.Struct:
		t := v.Type()
		for i := range v.NumField() {
			if !printSkips(t, t.Field(i).Name) {
				h.value(v.Field(i), key)
			}
		}
	case reflect.Slice, reflect.Array:
		h.u(uint64(v.Len()))
		for i := range v.Len() {
			h.value(v.Index(i), key)
		}
	case reflect.String:
		h.str(v.String())
	case reflect.Bool:
		h.b(v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		h.u(uint64(v.Int()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if v.Type() == defIDType && v.Uint() != 0 {
			h.str(key(DefID(v.Uint())))
			return
		}
		h.u(v.Uint())
	default:
		panic(fmt.Sprintf("rules: defPrint meets a %s field; teach it that kind", v.Kind()))
	}
}

// str hashes a string with its length, so that neighbours cannot trade bytes.
func (h *fnv) str(s string) {
	h.u(uint64(len(s)))
	for i := 0; i < len(s); i++ {
		h.byte(s[i])
	}
}
