package simulate

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"twilight/rules"
	"twilight/rules/ai"
	"twilight/rules/ai/levels"
)

// Seat is one seat of the simulated games.
type Seat struct {
	Name    string // label for reports, e.g. "hard:mars"
	Level   string // a level name levels.New accepts
	Options ai.Options
	Deity   int
	Deck    []rules.DefID
	// Drafter is the seat's drafting level when Config.Draft is set (its
	// Deity and Deck are then drafted for each game).
	Drafter string
	// Random plays a new random legal deck every game (RandomDeck),
	// seeded by the game; Deity and Deck are then ignored.
	Random bool
}

// Config says which games Run plays.
type Config struct {
	Set   *rules.CardSet
	Seats []Seat
	Games int
	Seed  uint64
	// Workers is the number of games played at once (0: GOMAXPROCS).
	Workers int
	// MaxActions ends a game that has not finished after this many actions
	// (0: 20000); it is then counted as unfinished, not as a draw.
	MaxActions int
	// Progress, if set, is called from one goroutine after every game.
	Progress func(Progress)
	// Teams seats the players in teams (rules.Config.Teams); nil: every
	// player for themselves. A team's win counts for each of its seats.
	Teams []int8
	// Draft drafts every game's decks (Card Drafting Variant) with the
	// seats' Drafters; DraftOnly stops after the drafts, playing nothing.
	Draft, DraftOnly bool
	// TallyLevel, if set, counts the cards drawn and played by the seats
	// of that computer level into Summary.Cards (cardreport.go).
	TallyLevel string
}

// Progress is the running tally passed to Config.Progress.
type Progress struct {
	Done, Total int
	Wins        []int
	Draws       int
	Elapsed     time.Duration
}

// Summary is the outcome of Run.
type Summary struct {
	Games      int   // games played to the end (or aborted)
	Wins       []int // per seat
	Draws      int
	Unfinished int // games stopped by MaxActions or aborted by an error
	// MedianTurns is the median turn number at the end of finished games.
	MedianTurns float64
	GamesPerSec float64
	// Decisions counts calls to Decide with two or more legal actions;
	// DecisionMsP95 is the 95th percentile of their wall time over all
	// seats, SeatDecisionMsP95 per seat.
	Decisions         int
	DecisionMsP95     float64
	SeatDecisionMsP95 []float64
	// InvariantViolations counts failed rules.State.Validate checks after
	// an action; Errors counts refused actions, bot errors and panics.
	InvariantViolations int
	Errors              int
	// FirstProblem is the first violation, error or unfinished game (with
	// its seed and, for an unfinished one, its last actions).
	FirstProblem string
	Elapsed      time.Duration
	// Behaviour is each seat's habits over all games (behaviour.go).
	Behaviour []ai.Behaviour
	// draft counts the drafted decks (draft.go).
	draft draftTally
	// Cards are the card tallies when Config.TallyLevel is set.
	Cards CardTallies
}

// Line renders the summary as one line of key=value pairs.
func (s Summary) Line() string {
	var b strings.Builder
	fmt.Fprintf(&b, "games=%d", s.Games)
	for i, w := range s.Wins {
		fmt.Fprintf(&b, " p%d_wins=%d", i+1, w)
	}
	fmt.Fprintf(&b, " draws=%d unfinished=%d median_turns=%g games_per_sec=%.1f decisions=%d decision_ms_p95=%.1f",
		s.Draws, s.Unfinished, s.MedianTurns, s.GamesPerSec, s.Decisions, s.DecisionMsP95)
	for i, p := range s.SeatDecisionMsP95 {
		fmt.Fprintf(&b, " p%d_decision_ms_p95=%.1f", i+1, p)
	}
	b.WriteString(s.behaviourFields())
	b.WriteString(s.draft.fields())
	fmt.Fprintf(&b, " invariant_violations=%d errors=%d elapsed_s=%.1f", s.InvariantViolations, s.Errors, s.Elapsed.Seconds())
	return b.String()
}

// gameResult is what one game reports.
type gameResult struct {
	winner     int8
	won        []bool // per seat: on the winning side
	turns      int
	unfinished bool
	violations int
	errors     int
	problem    string
	times      [][]float64 // per seat, ms
	behaviour  []ai.Behaviour
	draft      draftTally
	cards      CardTallies
}

// GameSeed is the seed of game i of a simulation with the given base seed.
func GameSeed(base uint64, i int) uint64 { return mix(base + uint64(i)*0x9e3779b97f4a7c15) }

// mix is the splitmix64 finaliser.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// Run plays cfg.Games games on a pool of workers. Game i starts with
// seat i mod len(Seats), so every seat goes first equally often. The state
// is validated after every action. The error is non-nil only for a bad
// configuration or a cancelled context (the summary then covers the games
// that finished).
func Run(ctx context.Context, cfg Config) (Summary, error) {
	n := len(cfg.Seats)
	if cfg.Set == nil {
		return Summary{}, fmt.Errorf("simulate: no card set")
	}
	if n < 2 || n > rules.MaxPlayers {
		return Summary{}, fmt.Errorf("simulate: %d seats; a game needs 2 to %d", n, rules.MaxPlayers)
	}
	for i, st := range cfg.Seats {
		if _, err := levels.New(st.Level, st.Options); err != nil {
			return Summary{}, fmt.Errorf("seat %d: %w", i+1, err)
		}
		if len(st.Deck) == 0 && !cfg.Draft && !st.Random {
			return Summary{}, fmt.Errorf("seat %d: empty deck", i+1)
		}
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if cfg.MaxActions <= 0 {
		cfg.MaxActions = 20000
	}
	start := time.Now()
	jobs := make(chan int)
	results := make(chan gameResult)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results <- playGame(ctx, &cfg, i)
			}
		}()
	}
	go func() {
		defer close(jobs)
		for i := 0; i < cfg.Games; i++ {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()

	sum := Summary{Wins: make([]int, n), SeatDecisionMsP95: make([]float64, n), Behaviour: make([]ai.Behaviour, n)}
	times := make([][]float64, n)
	var turns []int
	for res := range results {
		sum.Games++
		switch {
		case res.unfinished:
			sum.Unfinished++
		case res.winner == -2:
			sum.Draws++
		case res.winner >= 0:
			for p, w := range res.won {
				if w {
					sum.Wins[p]++
				}
			}
		}
		if !res.unfinished {
			turns = append(turns, res.turns)
		}
		sum.InvariantViolations += res.violations
		sum.Errors += res.errors
		if sum.FirstProblem == "" && res.problem != "" {
			sum.FirstProblem = res.problem
		}
		sum.draft.add(res.draft)
		if res.cards != nil {
			if sum.Cards == nil {
				sum.Cards = CardTallies{}
			}
			sum.Cards.Add(res.cards)
		}
		for p := range res.behaviour {
			sum.Behaviour[p].Add(res.behaviour[p])
		}
		for p := range res.times {
			times[p] = append(times[p], res.times[p]...)
		}
		if cfg.Progress != nil {
			cfg.Progress(Progress{Done: sum.Games, Total: cfg.Games, Wins: append([]int(nil), sum.Wins...), Draws: sum.Draws, Elapsed: time.Since(start)})
		}
	}
	sum.Elapsed = time.Since(start)
	if sec := sum.Elapsed.Seconds(); sec > 0 {
		sum.GamesPerSec = float64(sum.Games) / sec
	}
	sort.Ints(turns)
	if k := len(turns); k > 0 {
		if k%2 == 1 {
			sum.MedianTurns = float64(turns[k/2])
		} else {
			sum.MedianTurns = float64(turns[k/2-1]+turns[k/2]) / 2
		}
	}
	var all []float64
	for p := range times {
		sum.SeatDecisionMsP95[p] = percentile(times[p], 0.95)
		all = append(all, times[p]...)
	}
	sum.Decisions = len(all)
	sum.DecisionMsP95 = percentile(all, 0.95)
	return sum, ctx.Err()
}

// percentile returns the q-th quantile (nearest rank) of xs.
func percentile(xs []float64, q float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	ys := append([]float64(nil), xs...)
	sort.Float64s(ys)
	k := int(math.Ceil(q*float64(len(ys)))) - 1
	return ys[max(k, 0)]
}

// playGame plays game i of cfg.
func playGame(ctx context.Context, cfg *Config, i int) (res gameResult) {
	n := len(cfg.Seats)
	g := &gameRun{cfg: cfg, i: i, seed: GameSeed(cfg.Seed, i), res: &res}
	res.winner = -1
	res.times = make([][]float64, n)
	res.behaviour = make([]ai.Behaviour, n)
	defer func() {
		if e := recover(); e != nil {
			g.fail(&res.errors, " panicked after %d actions: %v", g.steps, e)
		}
	}()
	s, bots, ok := g.setUp(ctx)
	if !ok {
		return res
	}
	if cfg.TallyLevel != "" {
		g.watch = newCardWatch(n)
		g.watch.after(s)
	}
	for !s.Over() && g.step(ctx, s, bots) {
	}
	res.winner = s.Winner
	res.won = make([]bool, n)
	for p := range res.won {
		res.won[p] = s.Won(int8(p))
	}
	res.turns = int(s.Turn)
	if g.watch != nil && !res.unfinished {
		res.cards = g.watch.tally(cfg.Set, res.won, func(p int) bool { return cfg.Seats[p].Level == cfg.TallyLevel })
	}
	return res
}

// gameRun is one game of a simulation being played.
type gameRun struct {
	cfg   *Config
	i     int
	seed  uint64
	res   *gameResult
	steps int
	legal []rules.Action
	// recent are the last actions, to show the pattern of a game that
	// does not end.
	recent [8]rules.Action
	watch  *cardWatch
}

// fail ends the game as unfinished, counting one more in *count and
// saying why.
func (g *gameRun) fail(count *int, format string, args ...any) {
	*count++
	g.res.unfinished = true
	g.res.problem = fmt.Sprintf("game %d (seed %d)", g.i, g.seed) + fmt.Sprintf(format, args...)
}

// setUp deals the game (drafting first when cfg.Draft) and seats its
// players. ok is false when there is nothing to play.
func (g *gameRun) setUp(ctx context.Context) (s *rules.State, bots []ai.Player, ok bool) {
	cfg, n := g.cfg, len(g.cfg.Seats)
	mc := rules.Config{Seed: g.seed, First: g.i % n, Teams: cfg.Teams}
	for p, st := range cfg.Seats {
		seat := rules.Seat{Deity: st.Deity, Deck: st.Deck}
		if st.Random {
			seat.Deity, seat.Deck = RandomDeck(cfg.Set, mix(g.seed+uint64(p)+1))
		}
		mc.Seats = append(mc.Seats, seat)
	}
	if cfg.Draft {
		var err error
		if mc, g.res.draft, err = draftMatch(ctx, cfg, g.seed); err != nil {
			g.fail(&g.res.errors, " draft: %v", err)
			return nil, nil, false
		}
		if cfg.DraftOnly {
			return nil, nil, false
		}
		mc.First = g.i % n
	}
	bots = make([]ai.Player, n)
	for p, st := range cfg.Seats {
		opt := st.Options
		if opt.Deck == nil || st.Random {
			opt.Deck = mc.Seats[p].Deck
		}
		bots[p], _ = levels.New(st.Level, opt)
	}
	s, err := rules.NewGame(cfg.Set, mc)
	if err != nil {
		g.fail(&g.res.errors, ": %v", err)
		return nil, nil, false
	}
	s.NoLog = true
	g.legal = make([]rules.Action, 0, 64)
	return s, bots, true
}

// step has the player to decide choose and applies the choice; false
// ends the game unfinished (too long, cancelled or gone wrong).
func (g *gameRun) step(ctx context.Context, s *rules.State, bots []ai.Player) bool {
	res := g.res
	if g.steps >= g.cfg.MaxActions || ctx.Err() != nil {
		res.unfinished = true
		if ctx.Err() == nil {
			var last []string
			for k := min(g.steps, len(g.recent)); k > 0; k-- {
				last = append(last, s.Describe(g.recent[(g.steps-k)%len(g.recent)], -1))
			}
			res.problem = fmt.Sprintf("game %d (seed %d) unfinished after %d actions at turn %d, %s step %d; last actions: %s",
				g.i, g.seed, g.steps, s.Turn, s.Pending.Kind, s.Step, strings.Join(last, "; "))
		}
		return false
	}
	p := s.Pending.Player
	g.legal = s.Legal(g.legal[:0])
	if g.watch != nil {
		g.watch.offered(s, g.legal)
	}
	t0 := time.Now()
	a, err := g.decide(ctx, s, bots[p])
	if err != nil {
		if ctx.Err() != nil {
			res.unfinished = true
		} else {
			g.fail(&res.errors, " action %d: seat %d: %v", g.steps, p+1, err)
		}
		return false
	}
	if len(g.legal) > 1 {
		res.times[p] = append(res.times[p], float64(time.Since(t0).Microseconds())/1000)
	}
	res.behaviour[p].Observe(s, a)
	if g.watch != nil {
		g.watch.before(s, a)
	}
	if err := s.Apply(a); err != nil {
		g.fail(&res.errors, " action %d: %v refused: %v", g.steps, a, err)
		return false
	}
	g.recent[g.steps%len(g.recent)] = a
	g.steps++
	if g.watch != nil {
		g.watch.after(s)
	}
	if err := s.Validate(); err != nil {
		g.fail(&res.violations, " after action %d (%v): %v", g.steps, a, err)
		return false
	}
	return true
}

// decide is the pending player's choice among g.legal.
func (g *gameRun) decide(ctx context.Context, s *rules.State, bot ai.Player) (rules.Action, error) {
	dseed := mix(g.seed ^ uint64(g.steps)*0xd1b54a32d192ed03)
	if lc, ok := bot.(ai.LegalChooser); ok {
		// The same pick the player would make from the View, without the
		// cost of building it.
		if len(g.legal) > 0 {
			return lc.ChooseLegal(g.legal, dseed), nil
		}
		return rules.Action{}, nil
	}
	return bot.Decide(ctx, s.View(s.Pending.Player), dseed)
}
