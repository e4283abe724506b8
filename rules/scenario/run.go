package scenario

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"twilight/rules"
	"twilight/rules/cardset"
)

// lineError is a problem at one line of a scenario file.
type lineError struct {
	file string
	line int
	msg  string
}

func (e *lineError) Error() string { return fmt.Sprintf("%s:%d: %s", e.file, e.line, e.msg) }

// runner holds one scenario being run.
type runner struct {
	set        *rules.CardSet
	base       *rules.CardSet // the base set a "cards base" line lays set over
	s          *rules.State
	deities    []int
	deityWords []string // the Deity words of the players line
	seed       uint64
	turn       int
	teams      bool
	pending    []setupLine // zone lines before the table exists
	started    bool
}

type setupLine struct {
	line int
	toks []token
}

// RunWith reads a scenario from r and runs it with the cards of set. It
// returns nil when every expectation holds, else the first problem as
// "name:line: message". Set may also use the base set: a
// "cards base" line lays set's cards over base (a card of set that base
// already has is base's).
func RunWith(name string, r io.Reader, set, base *rules.CardSet) error {
	_, err := play(name, r, set, base)
	return err
}

// play runs a scenario and returns the game as the last line left it.
func play(name string, r io.Reader, set, base *rules.CardSet) (*rules.State, error) {
	if set == nil {
		return nil, fmt.Errorf("%s: no card set", name)
	}
	rn := &runner{set: set, base: base, seed: 1, turn: 3}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	n := 0
	for sc.Scan() {
		n++
		toks, err := lexLine(sc.Text())
		if err != nil {
			return nil, &lineError{name, n, err.Error()}
		}
		if len(toks) == 0 {
			continue
		}
		if err := rn.line(n, toks); err != nil {
			return nil, &lineError{name, n, err.Error()}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if !rn.started {
		return nil, &lineError{name, n, "the scenario never reaches a start line"}
	}
	return rn.s, nil
}

// line handles one non-empty line.
func (rn *runner) line(n int, toks []token) error {
	head := strings.ToLower(toks[0].text)
	if toks[0].quoted {
		return fmt.Errorf("a line cannot start with a card name")
	}
	if setupWords[head] {
		if rn.started {
			return fmt.Errorf("%s: only allowed before start", head)
		}
		return rn.setup(head, toks)
	}
	if before, ok := playWords[head]; ok && !rn.started {
		return fmt.Errorf("%s", before)
	}
	switch head {
	case "expect":
		return rn.expect(toks[1:])
	case "expect-illegal":
		return rn.expectIllegal(toks[1:])
	case "expect-ai", "expect-ai-not":
		return rn.expectAI(head == "expect-ai-not", toks[1:])
	case "all":
		return rn.all(toks)
	case "set":
		return rn.setMarker(toks[1:])
	}
	if p, ok := rn.player(toks[0]); ok {
		return rn.playerLine(n, p, toks)
	}
	return fmt.Errorf("unknown command %q", toks[0].text)
}

// setupWords are the lines allowed only before start.
var setupWords = map[string]bool{"players": true, "seed": true, "turn": true, "start": true, "cards": true, "teams": true}

// playWords are the lines allowed only after start, with what is said
// when one comes before it.
var playWords = map[string]string{"expect": "expect before start", "expect-illegal": "expect-illegal before start",
	"all": "all pass before start", "set": "set before start (use a zone line)"}

// setup handles a line before start: players, seed, turn, cards, teams,
// start.
func (rn *runner) setup(head string, toks []token) error {
	switch head {
	case "cards":
		return rn.cards(toks)
	case "start":
		return rn.start(toks)
	case "teams":
		if len(toks) != 2 || !strings.EqualFold(toks[1].text, "2v2") {
			return fmt.Errorf("teams: only \"teams 2v2\" (p1 and p3 against p2 and p4)")
		}
		rn.teams = true
		return nil
	case "players":
		if len(toks) < 3 {
			return fmt.Errorf("players: name two to four Deities")
		}
		rn.deities, rn.deityWords = nil, nil
		for _, t := range toks[1:] {
			d, ok := rn.set.Deity(t.text)
			if !ok {
				return fmt.Errorf("unknown Deity %q", t.text)
			}
			rn.deities = append(rn.deities, d)
			rn.deityWords = append(rn.deityWords, t.text)
		}
		return nil
	case "seed":
		if len(toks) != 2 {
			return fmt.Errorf("seed takes one number")
		}
		v, err := strconv.ParseUint(toks[1].text, 10, 64)
		if err != nil {
			return fmt.Errorf("seed %q is not a number", toks[1].text)
		}
		rn.seed = v
		return nil
	}
	if len(toks) != 2 {
		return fmt.Errorf("turn takes one number")
	}
	v, err := strconv.Atoi(toks[1].text)
	if err != nil || v < 1 {
		return fmt.Errorf("turn %q is not a positive number", toks[1].text)
	}
	rn.turn = v
	return nil
}

// all handles all pass, all pass resolve and all pass until STEP.
func (rn *runner) all(toks []token) error {
	if len(toks) == 4 && strings.ToLower(toks[1].text) == "pass" && strings.ToLower(toks[2].text) == "until" {
		for i := 0; i < 50 && !strings.EqualFold(stepName(rn.s.Step), toks[3].text); i++ {
			if err := rn.allPass(); err != nil {
				return err
			}
		}
		if !strings.EqualFold(stepName(rn.s.Step), toks[3].text) {
			return fmt.Errorf("all pass until %s: stopped at step %s", toks[3].text, stepName(rn.s.Step))
		}
		return nil
	}
	if len(toks) == 3 && strings.ToLower(toks[1].text) == "pass" && strings.ToLower(toks[2].text) == "resolve" {
		return rn.allPassResolve()
	}
	if len(toks) != 2 || strings.ToLower(toks[1].text) != "pass" {
		return fmt.Errorf("did you mean \"all pass\", \"all pass resolve\" or \"all pass until STEP\"?")
	}
	return rn.allPass()
}

// playerLine handles a line of player p: a zone line before start, an
// action after it.
func (rn *runner) playerLine(n int, p int8, toks []token) error {
	if len(toks) < 2 {
		return fmt.Errorf("%s: what does the player do?", toks[0].text)
	}
	if rn.started {
		return rn.act(p, toks[1:])
	}
	if _, isZone := zoneWord(toks[1].text); !isZone || toks[1].quoted {
		return fmt.Errorf("%s %s: unknown zone before start (or an action before start)", toks[0].text, toks[1].text)
	}
	if rn.deities != nil && int(p) >= len(rn.deities) {
		return fmt.Errorf("no player %s at this table", toks[0].text)
	}
	rn.pending = append(rn.pending, setupLine{n, toks})
	return nil
}

// cards handles "cards base": the scenario's cards are laid over the base
// set, so that it may use both (before the players line, whose Deities
// are then looked up in the layered set).
func (rn *runner) cards(toks []token) error {
	if len(toks) != 2 || !strings.EqualFold(toks[1].text, "base") {
		return fmt.Errorf("cards: only \"cards base\" (the base set with the scenario's cards laid over it)")
	}
	if rn.base == nil {
		return fmt.Errorf("cards base: no base set was given to the runner")
	}
	set, err := cardset.Layer(rn.base, rn.set)
	if err != nil {
		return fmt.Errorf("cards base: %v", err)
	}
	rn.set = set
	// Deities named before this line are looked up again.
	rn.deities = rn.deities[:0]
	for _, name := range rn.deityWords {
		d, ok := set.Deity(name)
		if !ok {
			return fmt.Errorf("unknown Deity %q", name)
		}
		rn.deities = append(rn.deities, d)
	}
	return nil
}

// player reads p1..p4.
func (rn *runner) player(t token) (int8, bool) {
	if t.quoted || len(t.text) != 2 || (t.text[0] != 'p' && t.text[0] != 'P') || t.text[1] < '1' || t.text[1] > '4' {
		return 0, false
	}
	p := int8(t.text[1] - '1')
	if rn.s != nil && int(p) >= len(rn.s.Players) {
		return 0, false
	}
	return p, true
}

// start builds the table, places the cards and starts play.
func (rn *runner) start(toks []token) error {
	if rn.deities == nil {
		return fmt.Errorf("start before a players line")
	}
	if len(toks) != 3 {
		return fmt.Errorf("start takes the active player and a phase: start p1 combat")
	}
	s, err := rules.NewTable(rn.set, rn.deities, rn.seed)
	if err != nil {
		return err
	}
	if rn.teams {
		if err := s.SetTeams(rules.TeamsFor(len(rn.deities))); err != nil {
			return fmt.Errorf("teams 2v2: %v", err)
		}
	}
	rn.s = s
	active, ok := rn.player(toks[1])
	if !ok {
		return fmt.Errorf("start: %q is not a player", toks[1].text)
	}
	ph, ok := rules.PhaseByName(toks[2].text)
	if !ok || ph < rules.PhaseRefresh || ph > rules.PhaseEnd {
		return fmt.Errorf("start: unknown phase %q", toks[2].text)
	}
	for _, sl := range rn.pending {
		if err := rn.place(sl.toks); err != nil {
			return fmt.Errorf("line %d: %v", sl.line, err)
		}
	}
	rn.started = true
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("engine panic at start: %v", r)
		}
	}()
	s.Start(active, ph, rn.turn)
	return err
}

// zoneWord maps a zone word of a setup line.
func zoneWord(w string) (rules.Zone, bool) {
	switch strings.ToLower(w) {
	case "life", "hand", "discard", "destroyed", "aspects", "resource", "field":
		z, _ := rules.ZoneByName(strings.ToLower(w))
		return z, true
	case "north", "east", "south", "west":
		return rules.ZCompass, true
	}
	return rules.ZNone, false
}

// dirWord maps north/east/south/west.
func dirWord(w string) (rules.Dir, bool) {
	switch strings.ToLower(w) {
	case "north":
		return rules.North, true
	case "east":
		return rules.East, true
	case "south":
		return rules.South, true
	case "west":
		return rules.West, true
	}
	return 0, false
}

// stackZone reports whether a zone is a stack (written top first).
func stackZone(z rules.Zone) bool {
	switch z {
	case rules.ZLife, rules.ZDiscard, rules.ZDestroyed, rules.ZAspects, rules.ZCompass:
		return true
	}
	return false
}

// levelWord reads I, II or III.
func levelWord(w string) (rules.Level, bool) {
	switch strings.ToUpper(w) {
	case "I":
		return rules.Lesser, true
	case "II":
		return rules.Greater, true
	case "III":
		return rules.Exalted, true
	}
	return rules.NoLevel, false
}

// genericCard is the first Action card of a level, standing for "an Aspect
// of level l" in setup lines.
func (rn *runner) genericCard(l rules.Level) (rules.DefID, error) {
	for id := 1; id < len(rn.set.Cards); id++ {
		d := &rn.set.Cards[id]
		if !d.Mini && d.Level == l {
			return rules.DefID(id), nil
		}
	}
	return 0, fmt.Errorf("the card set has no %s card", l.Name())
}

// placed is one card of a setup line with its markers.
type placed struct {
	def   rules.DefID
	owner int8
	mods  []string
}

// place performs one setup line: pN ZONE card [mods]... .
func (rn *runner) place(toks []token) error {
	p, _ := rn.player(toks[0])
	z, _ := zoneWord(toks[1].text)
	dir, _ := dirWord(toks[1].text)
	var cards []placed
	for _, t := range toks[2:] {
		if t.quoted {
			id, ok := rn.set.Lookup(t.text)
			if !ok {
				return fmt.Errorf("unknown card %q", t.text)
			}
			cards = append(cards, placed{def: id, owner: p})
			continue
		}
		if l, ok := levelWord(t.text); ok {
			id, err := rn.genericCard(l)
			if err != nil {
				return err
			}
			cards = append(cards, placed{def: id, owner: p})
			continue
		}
		if len(cards) == 0 {
			return fmt.Errorf("%q comes before any card", t.text)
		}
		cards[len(cards)-1].mods = append(cards[len(cards)-1].mods, t.text)
	}
	if stackZone(z) {
		for i, j := 0, len(cards)-1; i < j; i, j = i+1, j-1 {
			cards[i], cards[j] = cards[j], cards[i]
		}
	}
	for _, pc := range cards {
		owner := pc.owner
		for _, m := range pc.mods {
			if strings.HasPrefix(m, "owner=") {
				q, ok := rn.player(token{text: strings.TrimPrefix(m, "owner=")})
				if !ok {
					return fmt.Errorf("bad owner in %q", m)
				}
				owner = q
			}
		}
		c, err := rn.s.AddCard(pc.def, owner, p, z, dir)
		if err != nil {
			return err
		}
		for _, m := range pc.mods {
			if strings.HasPrefix(m, "owner=") {
				continue
			}
			if err := rn.mark(c, m); err != nil {
				return err
			}
		}
	}
	return nil
}

// mark applies one marker word (exhausted, damage=1, ...) to card c.
func (rn *runner) mark(c rules.CardID, m string) error {
	cd := &rn.s.Cards[c]
	key, val, hasVal := strings.Cut(strings.ToLower(m), "=")
	flag := map[string]uint16{"exhausted": rules.FExhausted, "manifested": rules.FManifested,
		"summoned": rules.FSummonedTurn, "manifested-this-turn": rules.FManifestTurn}
	if !hasVal {
		if key == "fresh" {
			cd.Flags &^= rules.FExhausted
			return nil
		}
		f, ok := flag[key]
		if !ok {
			return fmt.Errorf("unknown marker %q (use exhausted, fresh, manifested, summoned, damage=N, bless=N, freeze=N, recall=N, owner=pN)", m)
		}
		cd.Flags |= f
		if f == rules.FManifested {
			cd.Seen = 0xff
		}
		return nil
	}
	n, err := strconv.Atoi(val)
	if err != nil || n < 0 || n > 99 {
		return fmt.Errorf("bad number in %q", m)
	}
	switch key {
	case "damage":
		cd.Damage = uint8(n)
	case "bless":
		cd.Bless = uint8(n)
	case "freeze":
		cd.Freeze = uint8(n)
	case "recall":
		cd.Recall = uint8(n)
	default:
		return fmt.Errorf("unknown marker %q", m)
	}
	return nil
}

// setMarker edits a card after start: set "Card" marker....
func (rn *runner) setMarker(toks []token) error {
	if len(toks) < 2 {
		return fmt.Errorf("set takes a card and markers")
	}
	c, err := rn.card(toks[0], -1)
	if err != nil {
		return err
	}
	for _, t := range toks[1:] {
		if err := rn.mark(c, t.text); err != nil {
			return err
		}
	}
	return nil
}

// card finds the card a token names. "p2:Name" restricts it to cards
// controlled by p2, and "Name#N" names the Nth card of that title in the
// order the scenario made them. Cards in play come first, then other
// public zones, then hidden ones. prefer, when not -1, breaks ties in
// favour of a player's cards. Two cards that tie and are not alike make
// the word ambiguous, an error.
func (rn *runner) card(t token, prefer int8) (rules.CardID, error) {
	name := t.text
	owner := int8(-1)
	if pfx, rest, ok := strings.Cut(name, ":"); ok {
		if q, isP := rn.player(token{text: pfx}); isP {
			owner, name = q, rest
		}
	}
	nth := 0
	if i := strings.LastIndexByte(name, '#'); i >= 0 {
		if n, err := strconv.Atoi(name[i+1:]); err == nil && n > 0 {
			name, nth = name[:i], n
		}
	}
	var best rules.CardID = rules.NoCard
	bestRank, tie := 99, rules.NoCard
	for i := range rn.s.Cards {
		c := rules.CardID(i)
		cd := &rn.s.Cards[i]
		if !strings.EqualFold(rn.s.Def(c).Title, name) && rn.s.Def(c).Key != rules.KeyOf(name) {
			continue
		}
		if owner >= 0 && cd.Controller != owner || nth > 0 && rn.ordinal(c) != nth {
			continue
		}
		rank := zoneRank(cd.Zone)
		if prefer >= 0 && cd.Controller != prefer {
			rank += 10
		}
		switch {
		case rank < bestRank:
			best, bestRank, tie = c, rank, rules.NoCard
		case rank == bestRank && tie == rules.NoCard && !rn.sameCard(best, c):
			tie = c
		}
	}
	if best == rules.NoCard {
		return best, fmt.Errorf("no card %q in the game", t.text)
	}
	if tie != rules.NoCard {
		return best, fmt.Errorf("%q is ambiguous: two such cards differ (name one as \"%s#N\", N counting from 1 in the order the scenario made them, or qualify it, p2:\"%s\")", t.text, name, name)
	}
	return best, nil
}

// zoneRank orders zones for naming a card: in play first, then other
// public zones, then hidden ones.
func zoneRank(z rules.Zone) int {
	switch z {
	case rules.ZField, rules.ZCompass:
		return 0
	case rules.ZChain, rules.ZHand:
		return 1
	case rules.ZDiscard, rules.ZResource, rules.ZSetAside:
		return 2
	case rules.ZDestroyed, rules.ZAspects, rules.ZLife:
		return 3
	case rules.ZGone, rules.ZNone:
		return 4
	}
	return 5
}

// errKinds names the engine's error kinds.
var errKinds = map[string]rules.ErrorKind{
	"illegalaction": rules.IllegalAction, "wrongplayer": rules.WrongPlayer,
	"wrongdecision": rules.WrongDecision, "wrongphase": rules.WrongDecision,
	"cannotpay": rules.CannotPay, "illegaltarget": rules.IllegalTarget, "gameover": rules.GameOver,
}

func errKindByName(w string) (rules.ErrorKind, bool) {
	k, ok := errKinds[strings.ToLower(strings.NewReplacer("-", "", "_", "").Replace(w))]
	return k, ok
}

// apply performs a, turning an engine panic into an error.
func (rn *runner) apply(a rules.Action) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("engine panic: %v", r)
		}
	}()
	return rn.s.Apply(a)
}

// RunAll runs each file with the card set setFor gives it (and base under
// it for a "cards base" line) and prints the PASS/FAIL lines and the
// closing count; it returns 0 when all pass, else 1.
func RunAll(paths []string, stdout io.Writer, base *rules.CardSet, setFor func(path string) (*rules.CardSet, error)) int {
	passed, failed := 0, 0
	for _, path := range paths {
		set, err := setFor(path)
		if err == nil {
			err = runFile(path, set, base)
		}
		if err != nil {
			failed++
			fmt.Fprintf(stdout, "FAIL %s: %v\n", path, err)
			continue
		}
		passed++
		fmt.Fprintf(stdout, "PASS %s\n", path)
	}
	fmt.Fprintf(stdout, "%d passed, %d failed\n", passed, failed)
	if failed > 0 {
		return 1
	}
	return 0
}

func runFile(path string, set, base *rules.CardSet) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return RunWith(path, f, set, base)
}

// allPass passes priority for each deciding player until the game waits
// for something other than a priority decision (an open window closes, or
// the chain resolves); it stops when the turn moves on to another step.
func (rn *runner) allPass() error {
	if rn.s.Pending.Kind != rules.DecPriority {
		return fmt.Errorf("all pass: no priority window is open; %s", rn.legalList())
	}
	step, turn := rn.s.Step, rn.s.Turn
	for i := 0; i < 64 && rn.s.Pending.Kind == rules.DecPriority && !rn.s.Over(); i++ {
		if i > 0 && (rn.s.Step != step || rn.s.Turn != turn) {
			break
		}
		p := rn.s.Pending.Player
		if err := rn.apply(rules.Action{Kind: rules.ActPass, Player: p}); err != nil {
			return fmt.Errorf("all pass: p%d could not pass: %v", p+1, err)
		}
	}
	return nil
}

// allPassResolve passes priority until the next listed effect on the chain
// resolves (the chain shrinks or its top item moves to its next clause),
// or the game waits for something other than a priority decision.
func (rn *runner) allPassResolve() error {
	if rn.s.Pending.Kind != rules.DecPriority {
		return fmt.Errorf("all pass resolve: no priority window is open; %s", rn.legalList())
	}
	if len(rn.s.Chain) == 0 {
		return fmt.Errorf("all pass resolve: nothing is waiting to resolve")
	}
	n := len(rn.s.Chain)
	top := rn.s.Chain[n-1]
	for i := 0; i < 64 && rn.s.Pending.Kind == rules.DecPriority && !rn.s.Over(); i++ {
		if i > 0 && (len(rn.s.Chain) != n || rn.s.Chain[n-1].Serial != top.Serial || rn.s.Chain[n-1].PC != top.PC) {
			break
		}
		p := rn.s.Pending.Player
		if err := rn.apply(rules.Action{Kind: rules.ActPass, Player: p}); err != nil {
			return fmt.Errorf("all pass resolve: p%d could not pass: %v", p+1, err)
		}
	}
	return nil
}
