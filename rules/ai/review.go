package ai

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sort"
	"strings"
	"sync"

	"twilight/rules"
	"twilight/rules/english"
)

// Game is a played game as a review walks it: its actions in order and
// the game before each of them. *rules.Replayer is one (a replay on any
// screen); Moves is another (a game kept as its start and its actions).
// A review calls it from one goroutine at a time.
type Game interface {
	// Len is the number of actions.
	Len() int
	// Action returns action i, from 0.
	Action(i int) rules.Action
	// At returns the game after n actions, that is before action n (a
	// copy the caller may change), or nil when it cannot be had.
	At(n int) *rules.State
}

// Moves is a Game kept as the position it started from and the actions
// taken since.
type Moves struct {
	Start   *rules.State
	Actions []rules.Action
	at      *rules.State // the game after n actions: At walks forward from it
	n       int
}

// Len implements Game.
func (m *Moves) Len() int { return len(m.Actions) }

// Action implements Game.
func (m *Moves) Action(i int) rules.Action { return m.Actions[i] }

// At implements Game: nil when an action before n is not legal where it
// stands. Asked in increasing order, it plays each action once.
func (m *Moves) At(n int) *rules.State {
	if m.at == nil || n < m.n {
		m.at, m.n = m.Start.Clone(), 0
	}
	for ; m.n < n; m.n++ {
		if m.n >= len(m.Actions) || m.at.Apply(m.Actions[m.n]) != nil {
			m.at = nil
			return nil
		}
	}
	return m.at.Clone()
}

// ReviewOptions say whose decisions a review looks at and how.
type ReviewOptions struct {
	// Player is the seat whose decisions are reviewed.
	Player int8
	// Deck is that player's deck list (Options.Deck): what they know of
	// their own hidden cards. Without it, the list the game was dealt
	// from is used, when the game knows it.
	Deck []rules.DefID
	// Iterations is the search budget per decision (0: hard's).
	Iterations int
	// Seed makes the review repeatable: the same game, options and seed
	// give the same marks, however the work is spread.
	Seed uint64
	// Workers is how many decisions are searched at once (0: one per
	// processor Go may use).
	Workers int
	// Progress, if set, is told how many of the decisions worth a search
	// are done, first with none done; it is called on Review's
	// goroutine, one call at a time.
	Progress func(done, total int)
}

// Mark is a decision another move beat clearly.
type Mark struct {
	// Decision is the action's number in the game, from 0: Game.At of it
	// is the position, for a replay to jump to.
	Decision int
	// Turn is the turn the decision was taken in, Kind its kind.
	Turn int
	Kind rules.Decision
	// Played is the action taken, Better the one that beat it.
	Played, Better rules.Action
	// Reason says so in one line, from the player's side: "You attacked
	// Enlil's Life Stack with Corrupt Tribune into 1 blocker; attacking
	// no more was about 2 Life better."
	Reason string
	// Gain is by how much Better beat Played on the same samples, in the
	// evaluation's units (about a chance to win).
	Gain float64
}

// Review has the strongest level look again at each decision player
// opt.Player took in g, from that player's View at that moment (never the
// hidden cards, nor what happened later), and returns, in the game's order,
// the decisions where another move was clearly better. The action played
// is the baseline of hard's search, as passing is when hard decides: a
// move beats it only by the margin hard needs to leave passing (more than
// hardZ standard errors of the paired difference on the same samples, see
// beatsBaseline), and then again when the two are played on fresh samples
// (the best of many candidates looks better than it is), by at least
// reviewMin. Decisions with one sensible action, or that took the obvious
// answer (Quick), are not searched. A move missed in several windows of a
// turn, or an offer, is marked once (see once).
//
// Cancelling ctx stops the review; it returns the marks found so far with
// the context's error.
func Review(ctx context.Context, g Game, opt ReviewOptions) ([]Mark, error) {
	todo, err := reviewable(ctx, g, opt.Player)
	if err != nil {
		return nil, err
	}
	progress := opt.Progress
	if progress == nil {
		progress = func(int, int) {}
	}
	progress(0, len(todo))
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	deck := opt.Deck
	if deck == nil && len(todo) > 0 {
		deck = ownDeck(g.At(0), opt.Player)
	}
	sp := hardSearch(Options{Deck: deck, Iterations: opt.Iterations})
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	results := reviewAll(ctx, g, todo, min(workers, max(len(todo), 1)), func(ctx context.Context, v *rules.State, played rules.Action, i int) (*Mark, error) {
		return sp.judge(ctx, v, played, opt.Seed^uint64(i+1)*0x9e3779b97f4a7c15)
	})
	var marks []Mark
	done := 0
	for r := range results {
		if r.err != nil {
			if err == nil {
				err = r.err
			}
			cancel()
			continue
		}
		if r.mark != nil {
			r.mark.Decision = r.i
			marks = append(marks, *r.mark)
		}
		done++
		progress(done, len(todo))
	}
	if err == nil {
		err = ctx.Err()
	}
	sort.Slice(marks, func(a, b int) bool { return marks[a].Decision < marks[b].Decision })
	return once(marks), err
}

// once keeps, of the marks of one turn, the first for each better move
// but passing (a move missed in every window of a turn is one mistake;
// two moves that each were worse than doing nothing are two) and the
// first of an offer's steps (building an offer is one decision to the
// player).
func once(marks []Mark) []Mark {
	out := marks[:0]
	for _, m := range marks {
		dup := false
		for _, k := range out {
			missed := k.Better == m.Better && m.Better.Kind != rules.ActPass
			dup = dup || k.Turn == m.Turn && (missed || k.Kind == rules.DecOffer && m.Kind == rules.DecOffer)
		}
		if !dup {
			out = append(out, m)
		}
	}
	return out
}

// reviewable lists the decisions of player p in g worth a search: those
// with more than one sensible action, unless the obvious one was taken.
func reviewable(ctx context.Context, g Game, p int8) ([]int, error) {
	var todo []int
	for i := 0; i < g.Len(); i++ {
		if g.Action(i).Player != p {
			continue
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		s, err := before(g, i)
		if err != nil {
			return nil, err
		}
		if q, ok := quick(s.View(p)); !ok || q != g.Action(i) {
			todo = append(todo, i)
		}
	}
	return todo, nil
}

// before is the game before action i, with that action's player to decide.
func before(g Game, i int) (*rules.State, error) {
	s := g.At(i)
	switch {
	case s == nil:
		return nil, fmt.Errorf("ai: the game before action %d cannot be had", i+1)
	case s.Over() || s.Pending.Player != g.Action(i).Player:
		return nil, fmt.Errorf("ai: action %d is not its player's decision", i+1)
	}
	return s, nil
}

// reviewed is one decision's verdict: a mark, none, or an error.
type reviewed struct {
	i    int
	mark *Mark
	err  error
}

// reviewAll judges the decisions todo of g on workers goroutines and sends
// each verdict on the channel it returns, which it closes when all are
// sent or ctx is done. g is read on one goroutine.
func reviewAll(ctx context.Context, g Game, todo []int, workers int,
	judge func(ctx context.Context, v *rules.State, played rules.Action, i int) (*Mark, error)) <-chan reviewed {
	type job struct {
		i      int
		view   *rules.State
		played rules.Action
	}
	jobs := make(chan job)
	out := make(chan reviewed)
	go func() {
		defer close(jobs)
		for _, i := range todo {
			s, err := before(g, i)
			var v *rules.State
			if err == nil {
				v = s.View(g.Action(i).Player)
				v.NoLog = true
			}
			select {
			case jobs <- job{i, v, g.Action(i)}:
			case <-ctx.Done():
				return
			}
		}
	}()
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				r := reviewed{i: j.i, err: errors.New("ai: the game cannot be walked")}
				if j.view != nil {
					r.mark, r.err = judgeSafely(ctx, j.view, j.played, j.i, judge)
				}
				select {
				case out <- r:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	go func() {
		wg.Wait()
		close(out)
	}()
	return out
}

// judgeSafely calls judge, turning a panic into an error: a review runs
// beside a game, which one bad position must not take down.
func judgeSafely(ctx context.Context, v *rules.State, played rules.Action, i int,
	judge func(ctx context.Context, v *rules.State, played rules.Action, i int) (*Mark, error)) (m *Mark, err error) {
	defer func() {
		if e := recover(); e != nil {
			m, err = nil, fmt.Errorf("ai: the review of action %d stopped on an error: %v", i+1, e)
		}
	}()
	return judge(ctx, v, played, i)
}

// hardSearch is the strongest level's search.
func hardSearch(opt Options) *searchPlayer {
	p, err := New("hard", opt)
	if err != nil {
		panic(err) // "hard" is always a level
	}
	return p.(*searchPlayer)
}

// judge searches decision v again with the action played as the baseline
// and returns a mark when another candidate beats it by the search's own
// margin, nil when none does.
func (sp *searchPlayer) judge(ctx context.Context, v *rules.State, played rules.Action, seed uint64) (*Mark, error) {
	v, me, legal, err := prepare(v)
	if err != nil {
		return nil, err
	}
	if len(legal) == 1 && legal[0] == played {
		return nil, nil
	}
	cands := byPolicy(v, prune(v, legal), sp.thumbsFor(v))
	if sp.maxCands > 0 && len(cands) > sp.maxCands {
		cands = cands[:sp.maxCands]
	}
	base := -1
	for i, a := range cands {
		if a == played {
			base = i
		}
	}
	if base < 0 {
		// A move the search would not try (a wasteful one, or one past
		// its candidates) is still the move to beat.
		cands = append(cands, played)
		base = len(cands) - 1
	}
	st, err := sp.search(ctx, v, me, cands, base, seed)
	if err != nil {
		return nil, err
	}
	best := pickBest(st, base, sp.baselineZ)
	if best < 0 || best == base {
		return nil, nil
	}
	// The best of many candidates looks a little better than it is, and
	// the search kept the one that looked best: the pair is played again
	// on fresh samples, with the decision's whole budget, and the mark
	// stands only if the better move passes the same test there.
	return sp.weigh(ctx, v, me, played, cands[best], seed^0xc0f1a3)
}

// weigh plays other against played (the baseline) in decision v, the
// deciding player me's View, on the same samples with the decision's
// whole budget, and returns a mark when other beats played by the
// search's own margin (and by reviewMin), nil when it does not.
func (sp *searchPlayer) weigh(ctx context.Context, v *rules.State, me int8, played, other rules.Action, seed uint64) (*Mark, error) {
	pair := []rules.Action{played, other}
	confirm := *sp
	confirm.opt.Iterations = sp.opt.Iterations * candShare / len(pair)
	st, err := confirm.search(ctx, v, me, pair, 0, seed)
	if err != nil || !beatsBaseline(&st[1], sp.baselineZ) || st[1].dsum < reviewMin*float64(st[1].dn) {
		return nil, err
	}
	return &Mark{
		Turn:   int(v.Turn),
		Kind:   v.Pending.Kind,
		Played: played,
		Better: other,
		Reason: reviewReason(v, me, played, other, st[0].out.mean(), st[1].out.mean()),
		Gain:   st[1].dsum / float64(st[1].dn),
	}, nil
}

// Arbiter is the strongest level as a judge of another player's moves
// (the Puzzles screen's): it decides any seat's decision as hard does,
// and weighs a move against another in one decision by the review's test.
type Arbiter struct{ sp *searchPlayer }

// NewArbiter is an Arbiter searching with opt (the level's defaults where
// zero).
func NewArbiter(opt Options) *Arbiter { return &Arbiter{sp: hardSearch(opt)} }

// Decide implements Player.
func (a *Arbiter) Decide(ctx context.Context, view *rules.State, seed uint64) (rules.Action, error) {
	return a.sp.Decide(ctx, view, seed)
}

// Better reports whether move other is clearly better than move played in
// the decision pending in view (the deciding player's View; a full state
// is reduced to it): played on the same samples with the decision's whole
// budget, other must beat played by the margin hard needs to leave
// passing, and by reviewMin, as a review's mark must. why says so in the
// player's words, as a review's mark does.
func (a *Arbiter) Better(ctx context.Context, view *rules.State, played, other rules.Action, seed uint64) (better bool, why string, err error) {
	v, me, _, err := prepare(view)
	if err != nil {
		return false, "", err
	}
	m, err := a.sp.weigh(ctx, v, me, played, other, seed)
	if err != nil || m == nil {
		return false, "", err
	}
	return true, m.Reason, nil
}

// reviewMin is the least gain a review marks, in the evaluation's units
// (about one game in a hundred): where two moves lead to nearly the same
// games, a tiny difference passes the test of the noise and is real in the
// playouts, but it is no mistake a player would want shown.
const reviewMin = 0.01

// reviewReason words a mark from the player's side: what they did, what
// would have done better, and by how much in the playouts (played and
// better are the two moves' mean outcomes).
func reviewReason(v *rules.State, me int8, played, better rules.Action, was, could outcome) string {
	gain := "was a better game"
	opp := opponentWord(v, me)
	switch {
	case could.rivalsLost-was.rivalsLost >= 0.5:
		gain = "should have won the game"
	case was.myLost-could.myLost >= 0.25:
		gain = "would have kept you in the game"
	case was.oppLife-could.oppLife >= 0.75:
		gain = fmt.Sprintf("would have taken about %.0f more of %s Life Stack", was.oppLife-could.oppLife, opp)
	case could.myLife-was.myLife >= 0.75:
		gain = fmt.Sprintf("was about %.0f Life better", could.myLife-was.myLife)
	case was.oppBoard-could.oppBoard >= 0.5:
		gain = fmt.Sprintf("would have weakened %s board more", opp)
	case could.myBoard-was.myBoard >= 0.5:
		gain = "would have left you a stronger board"
	}
	instead := doingWords(v, better, me)
	if played.Kind == rules.ActAttack && better.Kind == rules.ActPass {
		instead = "keeping " + cardWord(v, played.Card, me) + " home"
	}
	return fmt.Sprintf("%s; %s %s.", didWords(v, played, me), instead, gain)
}

// didWords says what the player did, to them: "You attacked Mars's Life
// Stack with Youthful Troll into 2 blockers".
func didWords(v *rules.State, a rules.Action, me int8) string {
	switch a.Kind {
	case rules.ActPass:
		return "You " + passedWords(v)
	case rules.ActAttack:
		return fmt.Sprintf("You attacked %s %s with %s%s", rules.Possessive(v.PlayerName(a.Who)), a.Stack, cardWord(v, a.Card, me), intoBlockers(v, a))
	case rules.ActBlock:
		return fmt.Sprintf("You blocked %s with %s", cardWord(v, a.Target, me), cardWord(v, a.Card, me))
	}
	return "You " + tensed(v.Describe(a, me), 0)
}

// doingWords names the better move: "keeping the hand", "attacking Mars's
// Life Stack with Bull of Heaven".
func doingWords(v *rules.State, a rules.Action, me int8) string {
	switch a.Kind {
	case rules.ActPass:
		return passWord(v)
	case rules.ActAttack:
		return fmt.Sprintf("attacking %s %s with %s", rules.Possessive(v.PlayerName(a.Who)), a.Stack, cardWord(v, a.Card, me))
	case rules.ActBlock:
		return fmt.Sprintf("blocking %s with %s", cardWord(v, a.Target, me), cardWord(v, a.Card, me))
	}
	return tensed(v.Describe(a, me), 1)
}

// tenses gives the verbs rules.State.Describe starts with their past tense
// and their -ing form.
var tenses = map[string][2]string{
	"summon": {"summoned", "summoning"}, "use": {"used", "using"}, "sacrifice": {"sacrificed", "sacrificing"},
	"count": {"counted", "counting"}, "target": {"targeted", "targeting"}, "choose": {"chose", "choosing"},
	"place": {"placed", "placing"}, "offer": {"offered", "offering"}, "take": {"took", "taking"},
	"ask": {"asked", "asking"}, "send": {"sent", "sending"}, "accept": {"accepted", "accepting"},
	"make": {"made", "making"}, "force": {"forced", "forcing"}, "seize": {"seized", "seizing"},
	"exhaust": {"exhausted", "exhausting"}, "yes": {"said yes", "saying yes"}, "mulligan": {"took a mulligan", "taking a mulligan"},
}

// tensed turns a described action ("summon Ox of the Furrow") into the
// past tense (form 0: "summoned Ox of the Furrow") or the -ing form (1).
func tensed(described string, form int) string {
	verb, rest, _ := strings.Cut(described, " ")
	if t, ok := tenses[verb]; ok {
		return strings.TrimSpace(t[form] + " " + rest)
	}
	return [...]string{"chose to ", "choosing to "}[form] + described
}

// passedWords says what passing did in the pending decision, after "You".
func passedWords(v *rules.State) string {
	switch v.Pending.Kind {
	case rules.DecMulligan:
		return "kept your hand"
	case rules.DecAttack:
		if len(v.Combat.Attackers) == 0 {
			return "did not attack"
		}
		return "attacked no more"
	case rules.DecBlock:
		return "did not block"
	case rules.DecTrade:
		return "did not trade"
	case rules.DecSeize:
		return "did not Seize"
	case rules.DecOffer:
		return "withdrew the offer"
	case rules.DecAnswer:
		return "declined the offer"
	case rules.DecTarget:
		return "called it off"
	case rules.DecYesNo:
		return "said no"
	}
	return "passed"
}

// cardWord names a card as player me sees it.
func cardWord(v *rules.State, c rules.CardID, me int8) string {
	if v.Hidden(c) {
		return english.WithArticle(v.HiddenLevel(c).Name() + " card")
	}
	return v.Def(c).Title
}

// intoBlockers says how many of the attacked player's Creatures could
// block attack a (" into 2 blockers"), "" for none.
func intoBlockers(v *rules.State, a rules.Action) string {
	n := 0
	for _, b := range v.Players[a.Who].Field {
		if v.CouldBlock(b, a.Card) {
			n++
		}
	}
	if n == 0 {
		return ""
	}
	return " into " + english.Count(n, "blocker")
}
