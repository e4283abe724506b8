// Package savefuzz makes hostile save files: real saves taken at many
// kinds of decision, and edits of one to three JSON values of a save with
// its checksums recomputed, as a player editing the file by hand would
// make them. The rules package fuzzes Load with them, the scenes package
// draws the match table from what loads, and the hostile-saves command
// writes them out for trying a build on another system.
package savefuzz

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strconv"

	"twilight/rules"
)

// Seeds plays random games with the given decks (two, three and four
// players) and saves one each time a kind of decision first comes up in
// a game, and whenever the chain, an attack or an offer is under way for
// the first time, keeping only the last events of each log so the saves
// stay small. An error means the decks do not make a game.
func Seeds(set *rules.CardSet, decks [][]rules.DefID, deities []int) ([][]byte, error) {
	var out [][]byte
	for players := 2; players <= 4; players++ {
		seats := make([]rules.Seat, players)
		for i := range seats {
			k := (players + i) % len(decks)
			seats[i] = rules.Seat{Deity: deities[k], Deck: decks[k]}
		}
		s, err := rules.NewGame(set, rules.Config{Seed: uint64(players), Seats: seats, First: -1})
		if err != nil {
			return nil, err
		}
		seen := map[string]bool{}
		r := rand.New(rand.NewPCG(uint64(players), 3))
		var buf []rules.Action
		for steps := 0; !s.Over() && steps < 4000; steps++ {
			for _, k := range kinds(s) {
				if !seen[k] {
					seen[k] = true
					b, err := save(s)
					if err != nil {
						return nil, err
					}
					out = append(out, b)
					break
				}
			}
			buf = s.Legal(buf[:0])
			if err := s.Apply(buf[r.IntN(len(buf))]); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// kinds names what is going on in s, for Seeds.
func kinds(s *rules.State) []string {
	k := []string{s.Pending.Kind.String()}
	if s.Pending.Kind == rules.DecChoose || s.Pending.Kind == rules.DecYesNo {
		k = append(k, s.Pending.Kind.String()+strconv.Itoa(int(s.Pending.Purpose())))
	}
	if len(s.Chain) > 0 {
		k = append(k, "chain")
	}
	if len(s.Combat.Attackers) > 0 {
		k = append(k, "attack")
	}
	if len(s.Triggers) > 0 {
		k = append(k, "triggers")
	}
	return k
}

// save saves s with only the last ten events of its log.
func save(s *rules.State) ([]byte, error) {
	c := s.Clone()
	c.Log = c.Log[max(0, len(c.Log)-10):]
	var b bytes.Buffer
	if err := c.Save(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// node is one value in a decoded JSON document and where it sits.
type node struct {
	parent any    // map[string]any or []any holding it; nil for the root
	key    string // its key in a map
	index  int    // its index in a list
}

// Mutate makes one to three edits (mode>>4 picks how many) to JSON values
// of save, chosen by pick among all of its values (numbers, strings,
// booleans, lists and objects, in a fixed order), and recomputes its
// checksums. mode picks the edit: set a number to val, add val to it, flip
// or set a boolean, drop the value from its list or object, repeat it in
// its list, set it to null, or set a string or any value to val. It
// returns nil when save is not a readable save.
func Mutate(save []byte, pick uint16, val int64, mode uint8) []byte {
	var doc any
	d := json.NewDecoder(bytes.NewReader(save))
	d.UseNumber()
	if d.Decode(&doc) != nil {
		return nil
	}
	var nodes []node
	walk(doc, nil, "", 0, &nodes)
	if len(nodes) == 0 {
		return nil
	}
	for i := range 1 + int(mode>>4)%3 {
		n := nodes[(int(pick)+i*7919)%len(nodes)]
		edit(n, val+int64(i), mode&15)
	}
	out, err := json.Marshal(doc)
	if err != nil {
		return nil
	}
	sealed, err := rules.Reseal(out)
	if err != nil {
		return nil
	}
	return sealed
}

// walk lists every value under v.
func walk(v any, parent any, key string, index int, out *[]node) {
	if parent != nil {
		*out = append(*out, node{parent, key, index})
	}
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			walk(x[k], x, k, 0, out)
		}
	case []any:
		for i, e := range x {
			walk(e, x, "", i, out)
		}
	}
}

// edit changes the value at n.
func edit(n node, val int64, mode uint8) {
	cur := get(n)
	var next any
	switch mode {
	case 0:
		next = json.Number(strconv.FormatInt(val, 10))
	case 1:
		if num, ok := cur.(json.Number); ok {
			if i, err := num.Int64(); err == nil {
				next = json.Number(strconv.FormatInt(i+val, 10))
			}
		}
	case 2:
		b, _ := cur.(bool)
		next = !b
	case 3:
		drop(n)
		return
	case 4:
		if l, ok := n.parent.([]any); ok {
			// The list header is shared; appending through it would
			// not reach the document, so repeat in place of the next.
			if n.index+1 < len(l) {
				l[n.index+1] = cur
			}
		}
		return
	case 5:
		next = nil
	case 6:
		next = strconv.FormatInt(val, 10)
	default:
		next = json.Number(strconv.FormatInt(int64(int16(val)), 10))
	}
	set(n, next)
}

func get(n node) any {
	switch p := n.parent.(type) {
	case map[string]any:
		return p[n.key]
	case []any:
		return p[n.index]
	}
	return nil
}

func set(n node, v any) {
	switch p := n.parent.(type) {
	case map[string]any:
		p[n.key] = v
	case []any:
		p[n.index] = v
	}
}

// drop removes the value at n from its object, or (lists cannot shrink
// in place) moves the list's last value over it and nulls the last.
func drop(n node) {
	switch p := n.parent.(type) {
	case map[string]any:
		delete(p, n.key)
	case []any:
		p[n.index] = p[len(p)-1]
		p[len(p)-1] = nil
	}
}
