package rules

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// hashExempt lists the fields of State (and of the types inside it) that
// StateHash leaves out on purpose, with the reason. Every other field must
// change the hash when it changes.
var hashExempt = map[string]string{
	"State.Set":   "the card set is fixed for the whole game; saves carry its definitions and Load checks them",
	"State.Log":   "the log records the past; two games with the same position play on alike whatever their logs say",
	"State.NoLog": "switches the log off for playouts; it changes nothing the game does",
	"State.Decks": "fixed at setup, and Validate holds every player's cards to their list, so two valid states with the same cards have the same lists",
}

// leaf is one field to change: the path of field and element indexes
// from State, and its printable name.
type leaf struct {
	steps []int // field index in a struct, element index in a slice or array; -1: the slice itself (append)
	name  string
}

// hashLeaves lists every field reachable from a value of type t (with
// slices of one element each), naming them from prefix.
func hashLeaves(t reflect.Type, prefix, typeName string, steps []int, out []leaf) []leaf {
	here := func(s ...int) []int { return append(append([]int(nil), steps...), s...) }
	switch t.Kind() {
	case reflect.Struct:
		if t == reflect.TypeFor[rand.PCG]() {
			return append(out, leaf{here(), prefix})
		}
		for i := range t.NumField() {
			f := t.Field(i)
			name := prefix + "." + f.Name
			if _, ok := hashExempt[t.Name()+"."+f.Name]; ok {
				continue
			}
			out = hashLeaves(f.Type, name, t.Name()+"."+f.Name, here(i), out)
		}
	case reflect.Slice:
		out = append(out, leaf{here(-1), prefix + " (its length)"})
		out = hashLeaves(t.Elem(), prefix+"[0]", typeName, here(0), out)
	case reflect.Array:
		for i := range t.Len() {
			out = hashLeaves(t.Elem(), fmt.Sprintf("%s[%d]", prefix, i), typeName, here(i), out)
		}
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.String:
		out = append(out, leaf{here(), prefix})
	default:
		// A pointer, map or interface inside State: the hash (and this
		// test) would have to be taught how to cover it.
		out = append(out, leaf{nil, prefix + " (a " + t.Kind().String() + ", which the hash test does not know)"})
	}
	return out
}

// richState is a game with at least one element in every slice of the
// state, so that every field of every element type can be changed.
func richState(t *testing.T) *State {
	cs := testSet(t)
	s, err := NewGame(cs, Config{Seed: 3, Seats: []Seat{{0, testDeck(cs, 50)}, {1, testDeck(cs, 50)}}, First: 0})
	if err != nil {
		t.Fatal(err)
	}
	v := reflect.ValueOf(s).Elem()
	var fill func(v reflect.Value)
	fill = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Struct:
			if v.Type() == reflect.TypeFor[rand.PCG]() {
				return
			}
			for i := range v.NumField() {
				if v.Field(i).CanSet() {
					fill(v.Field(i))
				}
			}
		case reflect.Slice:
			if v.Len() == 0 {
				v.Set(reflect.Append(v, reflect.New(v.Type().Elem()).Elem()))
			}
			for i := range v.Len() {
				fill(v.Index(i))
			}
		case reflect.Array:
			for i := range v.Len() {
				fill(v.Index(i))
			}
		}
	}
	fill(v)
	return s
}

// change alters the value at the leaf's path in s (changeAt).
func change(s *State, l leaf) { changeAt(reflect.ValueOf(s).Elem(), l.steps) }

// TestHashCoversEveryField changes each field of State, one at a time and
// recursively through players, cards, chain items, the pending decision's
// payloads and every other element, and requires StateHash to change —
// except for the fields listed in hashExempt with their reasons. A field
// added to State (or to a type inside it) without being hashed fails here
// by name.
func TestHashCoversEveryField(t *testing.T) {
	leaves := hashLeaves(reflect.TypeFor[State](), "State", "State", nil, nil)
	if len(leaves) < 150 {
		t.Fatalf("only %d fields found; the walk is broken", len(leaves))
	}
	var missed []string
	for _, l := range leaves {
		if l.steps == nil {
			missed = append(missed, l.name)
			continue
		}
		s := richState(t)
		before := s.StateHash()
		change(s, l)
		if s.StateHash() == before {
			missed = append(missed, l.name)
		}
	}
	if len(missed) > 0 {
		t.Fatalf("StateHash does not change when these fields change; hash them in hash.go, or list them in hashExempt with the reason:\n  %s",
			strings.Join(missed, "\n  "))
	}
	t.Logf("%d fields each change the hash; %d exempt", len(leaves), len(hashExempt))
}
