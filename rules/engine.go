package rules

import (
	"fmt"
	"math/rand/v2"
	"slices"
)

// Seat is one player's Deity and deck at setup.
type Seat struct {
	Deity int     // index in CardSet.Deities
	Deck  []DefID // the Life Stack's cards, any order
}

// Config starts a game.
type Config struct {
	Seed  uint64
	Seats []Seat
	// First is the player who takes the first turn; -1 chooses at random.
	First int
	// Teams gives each seat's team (1 or 2) for a team game, or is nil
	// when every player plays for themselves. Teams are equal and seats
	// alternate between them (Multiplayer; RULINGS.md, Team games).
	Teams []int8
	// RequirementUnmet marks, by seat, a drafted deck that misses its
	// Deity's Faction Requirement: that player's Deity has no power and
	// Conviction is never met (Card Drafting Variant, step G; RULINGS.md).
	// nil for none.
	RequirementUnmet []bool
}

// TeamsFor returns the team of each of n seats in a team game: seats
// alternate between teams 1 and 2, so that turns alternate too.
func TeamsFor(n int) []int8 {
	t := make([]int8, n)
	for i := range t {
		t[i] = int8(1 + i%2)
	}
	return t
}

// SetTeams seats the players in teams (nil: every player for themselves).
// There must be two equal teams, 1 and 2, and the seats must alternate
// between them.
func (s *State) SetTeams(teams []int8) error {
	if err := checkTeams(teams, len(s.Players)); err != nil {
		return err
	}
	for i := range s.Players {
		s.Players[i].Team = 0
		if teams != nil {
			s.Players[i].Team = teams[i]
		}
	}
	return nil
}

// checkTeams says what is wrong with teams for n seats (nil: no teams).
func checkTeams(teams []int8, n int) error {
	if teams == nil {
		return nil
	}
	if len(teams) != n || n%2 != 0 {
		return fmt.Errorf("a team game needs two equal teams: %d teams for %d players", len(teams), n)
	}
	for i, t := range teams {
		if t != 1 && t != 2 {
			return fmt.Errorf("player %d: team %d (teams are 1 and 2)", i+1, t)
		}
		if teams[(i+1)%n] == t {
			return fmt.Errorf("players %d and %d sit side by side on one team: seats must alternate between the teams", i+1, (i+1)%n+1)
		}
	}
	return nil
}

// NewGame deals a new game: instances are numbered in random order, each
// deck is shuffled (and cut) into its Life Stack, seven cards are drawn, and
// the first mulligan question is pending.
func NewGame(set *CardSet, cfg Config) (*State, error) {
	n := len(cfg.Seats)
	if n < 2 || n > MaxPlayers {
		return nil, fmt.Errorf("a game needs 2 to %d players, not %d", MaxPlayers, n)
	}
	s := &State{Set: set, Winner: -1, Viewer: -1, Rand: *rand.NewPCG(cfg.Seed, cfg.Seed^0x9e3779b97f4a7c15)}
	type owned struct {
		def   DefID
		owner int8
	}
	var all []owned
	s.Players = make([]Player, n)
	if err := s.SetTeams(cfg.Teams); err != nil {
		return nil, err
	}
	for i, seat := range cfg.Seats {
		if seat.Deity < 0 || seat.Deity >= len(set.Deities) {
			return nil, fmt.Errorf("player %d: no such deity", i+1)
		}
		if len(seat.Deck) == 0 {
			return nil, fmt.Errorf("player %d: empty deck", i+1)
		}
		s.Players[i].Deity = int8(seat.Deity)
		s.Players[i].RequirementUnmet = i < len(cfg.RequirementUnmet) && cfg.RequirementUnmet[i]
		s.Decks = append(s.Decks, slices.Sorted(slices.Values(seat.Deck)))
		for _, d := range seat.Deck {
			if int(d) <= 0 || int(d) >= len(set.Cards) || set.Cards[d].Mini {
				return nil, fmt.Errorf("player %d: card %d is not an Action card of this set", i+1, d)
			}
			all = append(all, owned{d, int8(i)})
		}
	}
	if len(all) > 1<<14 {
		return nil, fmt.Errorf("too many cards")
	}
	// Number instances in random order so an id reveals nothing.
	r := rand.New(&s.Rand)
	r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	s.Cards = make([]Card, len(all), len(all)+32)
	for i, o := range all {
		s.Cards[i] = Card{Def: o.def, Owner: o.owner, Controller: o.owner, Zone: ZLife, BlockOf: NoCard, BlockedBy: NoCard}
		s.Players[o.owner].Life = append(s.Players[o.owner].Life, CardID(i))
	}
	for p := range s.Players {
		s.shuffle(s.Players[p].Life)
		s.cut(int8(p))
	}
	if cfg.First >= 0 && cfg.First < n {
		s.First = int8(cfg.First)
	} else {
		s.First = int8(s.intn(n))
	}
	s.Active = s.First
	for p := range s.Players {
		s.draw(int8(p), 7)
	}
	s.Step = StepMulligan
	s.Pending = Pending{Kind: DecMulligan, Player: s.First}
	s.logf(EvSetup, s.First, NoCard, 0, "%s goes first", s.PlayerName(s.First))
	s.advance()
	return s, nil
}

// cut lifts a random part of player p's Life Stack from the top and puts it
// underneath (the opponent's cut).
func (s *State) cut(p int8) {
	life := s.Players[p].Life
	if len(life) < 2 {
		return
	}
	k := 1 + s.intn(len(life)-1)
	tmp := make([]CardID, 0, len(life))
	tmp = append(tmp, life[len(life)-k:]...)
	tmp = append(tmp, life[:len(life)-k]...)
	copy(life, tmp)
}

// draw moves n cards from the top of p's Life Stack to their Hand.
func (s *State) draw(p int8, n int) {
	for i := 0; i < n; i++ {
		pl := &s.Players[p]
		if len(pl.Life) == 0 {
			break
		}
		c := pl.Life[len(pl.Life)-1]
		s.move(c, p, ZHand, 0)
		s.Cards[c].Seen |= 1 << p
		s.log(Event{Kind: EvDraw, Player: p, Card: c})
	}
	s.checkLoss()
}

// checkLoss removes players with empty Life Stacks and ends the game when
// the players left all play on one side (or none is left).
func (s *State) checkLoss() {
	if s.Over() || s.Step == StepMulligan && s.Turn == 0 && s.Pending.Kind == DecNone {
		return
	}
	lost := false
	for p := range s.Players {
		pl := &s.Players[p]
		if !pl.Lost && len(pl.Life) == 0 {
			pl.Lost = true
			lost = true
			s.log(Event{Kind: EvLose, Player: int8(p)})
		}
	}
	if !lost {
		return
	}
	if w, over := s.survivors(); over {
		s.Winner = w
		s.endGame()
		return
	}
	s.dropLost()
}

// survivors reports whether the game is over and who won: the first
// player still in it when all those left play on one side, -2 (a draw)
// when nobody is left.
func (s *State) survivors() (winner int8, over bool) {
	w := int8(-1)
	for p := range s.Players {
		if s.Players[p].Lost {
			continue
		}
		if w < 0 {
			w = int8(p)
		} else if s.Opponents(w, int8(p)) {
			return -1, false
		}
	}
	if w < 0 {
		return -2, true
	}
	return w, true
}

// dropLost takes out of play everything of players who lost while the game
// goes on: a player with no Life Stack applies no further effect (Glossary,
// Life Stack), so their triggers waiting to go on the chain, their items on
// the chain and a decision of theirs are dropped; if the active player
// lost, the turn ends.
func (s *State) dropLost() {
	trig := s.Triggers[:0]
	for _, it := range s.Triggers {
		if !s.Players[it.Controller].Lost {
			trig = append(trig, it)
		}
	}
	s.Triggers = trig
	kept := s.Chain[:0]
	for _, it := range s.Chain {
		if !s.Players[it.Controller].Lost {
			kept = append(kept, it)
		} else {
			s.dropItem(it)
		}
	}
	s.Chain = kept
	if s.Players[s.Active].Lost && s.Step != StepEndHousekeeping {
		s.Window = false
		for _, it := range s.Chain {
			s.dropItem(it)
		}
		s.Chain = s.Chain[:0]
		s.Step = StepEndHousekeeping
		s.Pending = Pending{}
	}
	if s.Pending.Kind != DecNone && s.Players[s.Pending.Player].Lost {
		s.Pending = Pending{}
		if s.Window {
			s.Priority = s.next(s.Priority)
		}
	}
}

// dropItem undoes what a chain item taken off unresolved holds: a card
// being summoned goes to its owner's Discard Stack, a Heresy's Aspect is
// free again.
func (s *State) dropItem(it Item) {
	switch it.Kind {
	case ItemSummon:
		s.Cards[it.Source].Zone = ZNone
		s.put(it.Source, s.Cards[it.Source].Owner, ZDiscard, 0)
	case ItemHeresy:
		s.Cards[it.Source].Flags &^= FHeresyLive
	}
}

func (s *State) endGame() {
	s.Step = StepOver
	s.Phase = PhaseOver
	s.Pending = Pending{}
	s.Window = false
	s.Triggers = s.Triggers[:0]
	if s.TeamGame() && s.Winner >= 0 {
		s.log(Event{Kind: EvTeamWin, Player: s.Winner})
		return
	}
	s.log(Event{Kind: EvWin, Player: s.Winner})
}

// advance runs automatic steps until a decision is pending or the game ends.
func (s *State) advance() {
	if s.Over() {
		s.Step, s.Phase, s.Pending = StepOver, PhaseOver, Pending{}
		return
	}
	for guard := 0; s.Pending.Kind == DecNone && !s.Over(); guard++ {
		if guard > 100000 {
			panic(fmt.Sprintf("rules: the turn machine does not settle at step %d window %v chain %d triggers %d passes %d prio %d", s.Step, s.Window, len(s.Chain), len(s.Triggers), s.Passes, s.Priority))
		}
		s.stepOnce()
	}
	if s.Over() {
		s.Step, s.Phase, s.Pending = StepOver, PhaseOver, Pending{}
	}
}

// stepOnce performs one automatic piece of the turn.
func (s *State) stepOnce() {
	if len(s.Triggers) > 0 {
		s.queueTriggers()
		return
	}
	if s.checkLimits() {
		return
	}
	if s.Window {
		s.windowStep()
		return
	}
	if len(s.Chain) > 0 && !s.Phase.AEAllowed() {
		// A trigger in a phase without Active Effects resolves at once,
		// with no chance to respond. (In other phases it waits for the
		// action window that follows the step.)
		s.resolveTop()
		return
	}
	a := s.Active
	switch s.Step {
	case StepMulligan:
		// Every player has answered: the first turn begins.
		s.Turn = 1
		s.Step = StepTurnStart
	case StepTurnStart:
		s.Phase = PhaseRefresh
		s.Players[a].RetaliationUse = false
		s.log(Event{Kind: EvTurn, Player: a, N: int16(s.Turn)})
		s.Step = StepRefresh
	case StepRefresh:
		s.refresh(a)
		s.Step = StepUpkeep
	case StepUpkeep:
		if s.payUpkeep(a) {
			s.Step = StepThaw
		}
	case StepThaw:
		for _, c := range s.controlled(a) {
			s.Cards[c].Freeze = 0
		}
		s.phaseTriggers(PhaseRefresh, false)
		s.Phase = PhaseDraw
		s.phaseTriggers(PhaseDraw, true)
		s.Step = StepDrawBefore
		s.openWindow()
	case StepDrawBefore:
		s.Step = StepDraw
	case StepDraw:
		s.drawStep(a)
	case StepDrawAfter:
		s.phaseTriggers(PhaseDraw, false)
		s.Phase = PhaseTrade
		s.Traded, s.FreeTried = 0, 0
		s.Step = StepTrade
	case StepTrade:
		if s.tradeOptions() {
			s.Pending = Pending{Kind: DecTrade, Player: a}
		} else {
			s.Phase = PhaseSeize
			s.Step = StepSeize
		}
	case StepSeize:
		if s.seizeOptions() {
			s.Pending = Pending{Kind: DecSeize, Player: a}
		} else {
			s.Phase = PhaseResource
			s.Step = StepResource
			s.Players[a].ExtraResources = 0
			s.Players[a].Placed = 0
		}
	case StepResource:
		pl := &s.Players[a]
		if len(pl.Aspects) > 0 && pl.Placed <= pl.ExtraResources {
			s.Pending = Pending{Kind: DecResource, Player: a}
		} else {
			s.Step = StepResourceAfter
			s.phaseTriggers(PhaseResource, true)
			s.openWindow()
		}
	case StepResourceAfter:
		s.phaseTriggers(PhaseResource, false)
		s.Phase = PhaseSummoning
		s.phaseTriggers(PhaseSummoning, true)
		s.Step = StepSummoning
		s.openWindow()
	case StepSummoning:
		s.phaseTriggers(PhaseSummoning, false)
		s.Phase = PhaseCombat
		s.phaseTriggers(PhaseCombat, true)
		s.Combat = Combat{Defender: -1}
		s.Step = StepAttack
	case StepAttack, StepAttackAfter, StepBlock, StepBlockAfter, StepReplace, StepReplaceAfter, StepDamage,
		StepDamageAfter, StepDiscardDamage, StepDiscardAfter, StepLifeDamage, StepLifeAfter:
		s.stepCombat()
	case StepEndWindow:
		s.phaseTriggers(PhaseEnd, false)
		s.Step = StepEndHousekeeping
	case StepEndHousekeeping:
		s.housekeeping()
	}
}

// stepCombat performs one automatic piece of the Combat Phase: declaring
// attackers, blockers and replacements, then Creature, Discard Stack and
// Life Stack Damage, with a window after each step.
func (s *State) stepCombat() {
	a := s.Active
	switch s.Step {
	case StepAttack:
		if s.canAttackAny(a) {
			s.Pending = Pending{Kind: DecAttack, Player: a}
		} else {
			s.Step = StepAttackAfter
		}
	case StepAttackAfter: // its window closed: the defenders declare next
		if len(s.Combat.Attackers) == 0 {
			s.toEnd()
			return
		}
		s.Step = StepBlock
		s.Combat.Defender = -1
	case StepBlock:
		if s.nextBlocker() {
			return
		}
		s.Step = StepBlockAfter
		s.openWindow()
	case StepBlockAfter:
		s.Step = StepReplace
		s.Combat.Defender = -1
	case StepReplace:
		if s.nextReplacer() {
			return
		}
		s.Step = StepReplaceAfter
		s.openWindow()
	case StepReplaceAfter:
		s.Step = StepDamage
	case StepDamage:
		s.creatureDamage()
		s.Step = StepDamageAfter
		s.openWindow()
	case StepDamageAfter:
		s.Step = StepDiscardDamage
		s.Combat.Defender = 0
	case StepDiscardDamage:
		if s.stackDamage(true) {
			return
		}
		s.Step = StepDiscardAfter
		s.openWindow()
	case StepDiscardAfter:
		s.Step = StepLifeDamage
		s.Combat.Defender = 0
	case StepLifeDamage:
		if s.stackDamage(false) {
			return
		}
		s.Step = StepLifeAfter
		s.openWindow()
	case StepLifeAfter:
		s.endCombat()
		s.toEnd()
	}
}

// drawStep is the Draw Phase's draw: two cards (one on the first turn of
// a two-player game); a window follows unless the draw took the active
// player's last card, which ends their turn (RULINGS.md 46).
func (s *State) drawStep(a int8) {
	n := 2
	if s.Turn == 1 && len(s.Players) == 2 {
		n = 1
	}
	s.draw(a, n)
	if s.Step != StepDraw {
		return
	}
	s.Step = StepDrawAfter
	s.openWindow()
}

func (s *State) toEnd() {
	s.phaseTriggers(PhaseCombat, false)
	s.Phase = PhaseEnd
	s.phaseTriggers(PhaseEnd, true)
	s.Step = StepEndWindow
	s.openWindow()
}

// openWindow starts an action window with the active player holding priority.
func (s *State) openWindow() {
	if !s.Phase.AEAllowed() {
		return
	}
	s.Window = true
	s.Priority = s.Active
	s.Passes = 0
}

// windowStep gives priority to the holder, or resolves or closes the window
// when everyone has passed in turn.
func (s *State) windowStep() {
	if int(s.Passes) >= s.alive() {
		s.Passes = 0
		if len(s.Chain) > 0 {
			s.resolveTop()
			s.Priority = s.Active
			return
		}
		s.Window = false
		return
	}
	p := s.Priority
	if s.Players[p].Lost {
		s.Priority = s.next(p)
		return
	}
	// A player with nothing to do but pass passes at once.
	if !s.canAct(p) {
		s.Passes++
		s.Priority = s.next(p)
		return
	}
	s.Pending = Pending{Kind: DecPriority, Player: p}
}

// passPriority records a pass by the holder.
func (s *State) passPriority() {
	s.Passes++
	s.Priority = s.next(s.Priority)
}

// acted restarts the round of passes after player p put something on the chain.
func (s *State) acted(p int8) {
	s.Passes = 0
	s.Priority = s.next(p)
	if !s.Window {
		// Outside a window (a trigger in a phase without Active Effects):
		// the chain resolves without responses.
		s.Priority = s.Active
	}
}

// controlled lists the cards player p has in play (Combat Field and Compass).
func (s *State) controlled(p int8) []CardID {
	pl := &s.Players[p]
	out := make([]CardID, 0, len(pl.Field)+len(pl.Resource)+8)
	out = append(out, pl.Field...)
	out = append(out, pl.Resource...)
	for d := range pl.Compass {
		out = append(out, pl.Compass[d]...)
	}
	return out
}

// refresh turns player p's non-frozen Aspects, Creatures and Fortifications Fresh.
func (s *State) refresh(p int8) {
	pl := &s.Players[p]
	fresh := func(c CardID) {
		cd := &s.Cards[c]
		if cd.Freeze == 0 {
			cd.Flags &^= FExhausted
		}
	}
	for _, c := range pl.Resource {
		fresh(c)
	}
	for _, c := range pl.Field {
		if s.Def(c).Type == Creature {
			fresh(c)
		}
	}
	for d := range pl.Compass {
		for _, c := range pl.Compass[d] {
			fresh(c)
		}
	}
	for _, c := range pl.Field {
		s.Cards[c].Flags &^= FUpkeepPaid
	}
	s.log(Event{Kind: EvRefresh, Player: p})
}

// upkeepDue lists p's Intrigues whose upkeep is not yet settled this phase.
func (s *State) upkeepDue(p int8) []CardID {
	var out []CardID
	for _, c := range s.Players[p].Field {
		d := s.Def(c)
		if d.Type == Intrigue && s.Cards[c].Flags&FUpkeepPaid == 0 {
			out = append(out, c)
		}
	}
	return out
}

// payUpkeep settles Intrigue upkeep. When the order could matter (two or
// more Intrigues and not enough Fresh Aspects for all), the controller
// chooses; it returns false while such a choice is pending.
func (s *State) payUpkeep(p int8) bool {
	due := s.upkeepDue(p)
	if len(due) == 0 {
		return true
	}
	if len(due) > 1 {
		var need Cost
		for _, c := range due {
			u := s.Def(c).Upkeep
			for l := 0; l < 3; l++ {
				need[l] += u[l]
			}
		}
		if !s.canPayFresh(p, need) {
			s.Pending = Pending{Kind: DecUpkeep, Player: p}
			return false
		}
	}
	for _, c := range due {
		s.upkeepOne(c)
	}
	return true
}

// upkeepOne pays as much of Intrigue c's upkeep as possible.
func (s *State) upkeepOne(c CardID) {
	cd := &s.Cards[c]
	p := cd.Controller
	u := s.Def(c).Upkeep
	full := true
	for l := Lesser; l <= Exalted; l++ {
		for i := uint8(0); i < u.Of(l); i++ {
			if s.Players[p].Pool[l-1] > 0 {
				s.Players[p].Pool[l-1]--
				continue
			}
			a := s.freshAspect(p, l)
			if a == NoCard {
				full = false
				continue
			}
			s.Cards[a].Flags |= FExhausted
		}
	}
	cd.Flags |= FUpkeepPaid
	if full && u.Total() >= 0 {
		if cd.Freeze == 0 {
			cd.Flags &^= FExhausted
		}
		s.log(Event{Kind: EvUpkeep, Player: p, Card: c, N: 1})
		s.fire(c, OnUpkeep, NoCard)
	} else {
		cd.Flags |= FExhausted
		s.log(Event{Kind: EvUpkeep, Player: p, Card: c, N: 0})
	}
}

// freshAspect finds a Fresh Aspect of level l in p's Resource Area,
// preferring face-down ones.
func (s *State) freshAspect(p int8, l Level) CardID {
	best := NoCard
	for _, a := range s.Players[p].Resource {
		cd := &s.Cards[a]
		if cd.Flags&FExhausted == 0 && s.defByID(cd.Def).Level == l {
			if cd.Flags&FManifested == 0 {
				return a
			}
			best = a
		}
	}
	return best
}

// canPayFresh reports whether p's pool and Fresh Aspects cover cost.
func (s *State) canPayFresh(p int8, cost Cost) bool {
	have := s.Spendable(p)
	for l := 0; l < 3; l++ {
		if have[l] < int(cost[l]) {
			return false
		}
	}
	return true
}

// Spendable is what player p could pay a cost with now, by level (index
// 0 is Lesser): the Power generated and not yet used plus the Fresh
// Aspects in their Resource Area.
func (s *State) Spendable(p int8) [3]int {
	var have [3]int
	for _, a := range s.Players[p].Resource {
		cd := &s.Cards[a]
		if cd.Flags&FExhausted == 0 {
			have[s.defByID(cd.Def).Level-1]++
		}
	}
	pool := s.Players[p].Pool
	for l := range have {
		have[l] += int(pool[l])
	}
	return have
}

// housekeeping runs the End Phase's recovery, thaw and Decay for every
// player, then passes the turn.
func (s *State) housekeeping() {
	for p := range s.Players {
		s.recoverAspects(int8(p))
	}
	// The active player's Prescience cards thaw (End Phase: "your"
	// Prescience cards); everyone else's keep their Freeze markers.
	for _, c := range s.Players[s.Active].Field {
		if cd := &s.Cards[c]; cd.Freeze > 0 && len(s.Def(c).AbilitiesOf(OnPrescience)) > 0 {
			cd.Freeze = 0
		}
	}
	// Every player suffers Decay at once; players it empties lose together
	// (all of them: a draw).
	for p := range s.Players {
		pl := &s.Players[p]
		if pl.Lost {
			continue
		}
		decay := int(pl.Pool[0]) + 2*int(pl.Pool[1]) + 3*int(pl.Pool[2])
		pl.Pool = Cost{}
		if decay > 0 {
			s.log(Event{Kind: EvDecay, Player: int8(p), N: int16(decay)})
			s.destroyTopOnly(int8(p), decay, CauseDecay)
		}
	}
	s.checkLoss()
	if len(s.Triggers) > 0 && !s.Over() {
		// Requiem from Decay resolves, with a chance to respond, before
		// the turn passes; housekeeping then finds nothing left to do.
		s.openWindow()
		return
	}
	if s.Over() {
		return
	}
	s.endTurn()
}

// recoverAspects flips p's Manifested Aspects face down and shuffles each
// level of their Resource Area, keeping as many of that level Exhausted as
// before (End Phase, steps 1 to 5: every level, whether or not one of its
// Aspects was Manifested). After the shuffle nobody knows which Aspect of a
// level of two or more is which.
func (s *State) recoverAspects(p int8) {
	pl := &s.Players[p]
	var group []CardID
	for l := Lesser; l <= Exalted; l++ {
		group = group[:0]
		exhausted, had := 0, false
		for _, a := range pl.Resource {
			if s.Def(a).Level == l {
				group = append(group, a)
				if s.Cards[a].Exhausted() {
					exhausted++
				}
				had = had || s.Cards[a].Flags&FManifested != 0
			}
		}
		if len(group) == 0 {
			continue
		}
		s.shuffle(group)
		for i, a := range group {
			cd := &s.Cards[a]
			cd.Flags &^= FManifested | FExhausted
			if i < exhausted {
				cd.Flags |= FExhausted
			}
			if len(group) > 1 {
				cd.Seen = 0
			}
		}
		// Keep the Resource Area in its shuffled order.
		k := 0
		for i, a := range pl.Resource {
			if s.Def(a).Level == l {
				pl.Resource[i] = group[k]
				k++
			}
		}
		if had {
			s.log(Event{Kind: EvRecover, Player: p, N: int16(l)})
		}
	}
}

// endTurn clears the turn's facts and gives the next player their turn.
func (s *State) endTurn() {
	for i := range s.Cards {
		cd := &s.Cards[i]
		cd.Flags &^= FManifestTurn | FSummonedTurn | FNoCombatDmg | FAttacking | FBlocking | FBlockLost | FCombatDone | FWasBlocked
		cd.ArmorUsed = 0
		cd.FightMod, cd.LifeMod, cd.ArmorMod = 0, 0, 0
		cd.Granted = 0
		cd.BlockOf, cd.BlockedBy = NoCard, NoCard
	}
	a := s.Active
	for p := range s.Players {
		pl := &s.Players[p]
		pl.DamagedSelf, pl.Restored, pl.LostCard, pl.Manifested = false, false, false, false
		pl.LifeArmorUsed, pl.ExtraResources, pl.CountSeen = 0, 0, 0
		pl.DeityUsed = false
		pl.SeizeMissed = [MaxPlayers]uint8{}
		pl.Cancels = 0
	}
	pa := &s.Players[a]
	pa.SeizedLastTurn = pa.SeizedFrom
	pa.SeizedFrom = [MaxPlayers]uint8{}
	s.Combat = Combat{Defender: -1}
	s.Turn++
	s.Active = s.next(a)
	s.Step = StepTurnStart
	// Slain creatures may have died this turn with Damage already cleared on
	// leaving play; creatures in play keep their Damage.
}

// phaseTriggers fires OnPhaseStart/OnPhaseEnd abilities of the active
// player's cards for phase ph.
func (s *State) phaseTriggers(ph Phase, start bool) {
	t := OnPhaseEnd
	if start {
		t = OnPhaseStart
	}
	a := s.Active
	for _, c := range s.controlled(a) {
		if !s.active(c) {
			continue
		}
		d := s.Def(c)
		for i := range d.Abilities {
			ab := &d.Abilities[i]
			if ab.Trigger == t && ab.Phase == ph {
				s.Triggers = append(s.Triggers, Item{Kind: ItemAbility, Source: c, Controller: a, Deity: -1, Ability: int8(i), Trigger: NoCard})
			}
		}
	}
}

// active reports whether in-play card c's abilities work now: Intrigues
// while Fresh, Fortifications on top of their slot (or anywhere in a slot
// whose top is Layered), Aspects never.
func (s *State) active(c CardID) bool {
	cd := &s.Cards[c]
	switch cd.Zone {
	case ZField:
		if s.Def(c).Type == Intrigue {
			return !cd.Exhausted()
		}
		return true
	case ZCompass:
		slot := s.Players[cd.Controller].Compass[cd.Dir&3]
		if len(slot) == 0 {
			return false
		}
		top := slot[len(slot)-1]
		return top == c || s.HasKeyword(top, KwLayered)
	}
	return false
}
