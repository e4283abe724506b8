package rules

import "fmt"

// ActKind is the kind of an Action.
type ActKind uint8

// Action kinds: a closed set of small values.
const (
	ActPass         ActKind = iota + 1 // pass priority; done; keep; decline; no; end the phase
	ActMulligan                        // take the mulligan
	ActSummon                          // Summon Card (N: compass direction for a Fortification)
	ActActivate                        // use ability N of Card
	ActDeity                           // use Deity power N
	ActSacrifice                       // Sacrifice Aspects to Destroy Card
	ActCountdown                       // count player Who's Life Stack
	ActTarget                          // choose Target (card), Who (player) or N... see Pending.Clause
	ActChoose                          // choose Card (or N for trigger order)
	ActYes                             // accept an optional effect
	ActPlace                           // place an Aspect of level N from the Aspect Stack
	ActAttack                          // Card attacks player Who's Life (N=0) or Discard (N=1) Stack
	ActBlock                           // Card blocks attacker Target
	ActTradeWith                       // start a free trade with Who
	ActForced                          // Forced Trade with Who (Card: the card given, or NoCard)
	ActGive                            // add Card to the offer, or take it back out
	ActAsk                             // ask for one more card of level N
	ActSend                            // send the offer
	ActAccept                          // accept the offer
	ActCounterOffer                    // make a counter-offer
	ActSeize                           // seize level N from Who
	ActUnask                           // ask for one card fewer of level N
	actCount
)

var actNames = [...]string{"", "pass", "mulligan", "summon", "activate", "deity", "sacrifice", "countdown",
	"target", "choose", "yes", "place", "attack", "block", "trade", "forced-trade", "give", "ask", "send",
	"accept", "counter-offer", "seize", "unask"}

func (k ActKind) String() string {
	if int(k) < len(actNames) {
		return actNames[k]
	}
	return "?"
}

// ActKindByName finds an action kind by its text name.
func ActKindByName(name string) (ActKind, bool) {
	for i, n := range actNames {
		if i > 0 && n == name {
			return ActKind(i), true
		}
	}
	return 0, false
}

// Action is one decision: a small value with a stable text form.
type Action struct {
	Kind   ActKind
	Player int8
	Who    int8
	N      int8
	Card   CardID
	Target CardID
}

// String is the action's stable text form (ids, not names).
func (a Action) String() string {
	return fmt.Sprintf("p%d %s card=%d target=%d who=%d n=%d", a.Player+1, a.Kind, a.Card, a.Target, a.Who, a.N)
}

// Describe renders the action in plain words for player viewer.
func (s *State) Describe(a Action, viewer int8) string {
	name := func(c CardID) string {
		if c < 0 || int(c) >= len(s.Cards) {
			return "?"
		}
		if viewer < 0 || s.Cards[c].Seen&(1<<viewer) != 0 {
			return s.Def(c).Title
		}
		return s.Def(c).Level.WithArticle() + " card"
	}
	who := func(p int8) string {
		if p < 0 || int(p) >= len(s.Players) {
			return "?"
		}
		return s.PlayerName(p)
	}
	switch a.Kind {
	case ActPass:
		return "pass"
	case ActMulligan:
		return "mulligan"
	case ActSummon:
		if s.Def(a.Card).Type == Fortification {
			return "summon " + name(a.Card) + " to the " + Dir(a.N).String()
		}
		return "summon " + name(a.Card)
	case ActActivate:
		return fmt.Sprintf("use %s (ability %d)", name(a.Card), a.N+1)
	case ActDeity:
		return fmt.Sprintf("use %s's power %d", who(a.Player), a.N+1)
	case ActSacrifice:
		return "sacrifice to destroy " + name(a.Card)
	case ActCountdown:
		return "count " + who(a.Who) + "'s Life Stack"
	case ActTarget:
		if a.Target != NoCard {
			return "target " + name(a.Target)
		}
		return "target " + who(a.Who)
	case ActChoose:
		if a.Card != NoCard {
			return "choose " + name(a.Card)
		}
		return fmt.Sprintf("choose %d", a.N)
	case ActYes:
		return "yes"
	case ActPlace:
		return "place " + Level(a.N).WithArticle() + " Aspect"
	case ActAttack:
		st := "Life Stack"
		if a.N == AtDiscard {
			st = "Discard Stack"
		}
		return name(a.Card) + " attacks " + who(a.Who) + "'s " + st
	case ActBlock:
		return name(a.Card) + " blocks " + name(a.Target)
	case ActTradeWith:
		return "offer a trade to " + who(a.Who)
	case ActForced:
		if a.Card == NoCard {
			return "force a trade of Life Stack tops with " + who(a.Who)
		}
		return "force a trade with " + who(a.Who) + " giving " + name(a.Card)
	case ActGive:
		for _, g := range s.Offer.Give {
			if g == a.Card {
				return "take " + name(a.Card) + " back from the offer"
			}
		}
		return "offer " + name(a.Card)
	case ActUnask:
		return "ask for one " + Level(a.N).Name() + " Aspect fewer"
	case ActAsk:
		return "ask for " + Level(a.N).WithArticle() + " Aspect"
	case ActSend:
		return "send the offer"
	case ActAccept:
		return "accept the offer"
	case ActCounterOffer:
		return "make a counter-offer"
	case ActSeize:
		return "seize " + Level(a.N).WithArticle() + " Aspect from " + who(a.Who)
	}
	return a.String()
}

// maxCancels is how many activations a player may cancel during
// targeting in one turn before a target must be chosen, so that a game
// always moves on.
const maxCancels = 8

// Legal appends every action the deciding player may take to buf.
func (s *State) Legal(buf []Action) []Action {
	pd := &s.Pending
	p := pd.Player
	switch pd.Kind {
	case DecMulligan:
		buf = append(buf, Action{Kind: ActPass, Player: p}, Action{Kind: ActMulligan, Player: p})
	case DecPriority:
		buf = s.priorityActions(p, buf)
	case DecUpkeep:
		for _, c := range s.upkeepDue(p) {
			buf = append(buf, Action{Kind: ActChoose, Player: p, Card: c})
		}
	case DecTrade:
		buf = s.tradeActions(p, buf)
	case DecOffer:
		buf = s.offerActions(buf)
	case DecAnswer:
		buf = s.answerActions(buf)
	case DecTradeGive:
		for _, c := range s.Players[p].Hand {
			if s.Offer.Ask.Of(s.Def(c).Level) > 0 {
				buf = append(buf, Action{Kind: ActChoose, Player: p, Card: c})
			}
		}
	case DecSeize:
		buf = s.seizeActions(p, buf)
	case DecResource:
		var seen [4]bool
		for _, c := range s.Players[p].Aspects {
			l := s.Def(c).Level
			if !seen[l] {
				seen[l] = true
			}
		}
		for l := Lesser; l <= Exalted; l++ {
			if seen[l] {
				buf = append(buf, Action{Kind: ActPlace, Player: p, N: int8(l)})
			}
		}
	case DecAttack:
		buf = append(buf, Action{Kind: ActPass, Player: p})
		for _, c := range s.Players[p].Field {
			if !s.canAttack(c) {
				continue
			}
			for x := int8(0); x < int8(len(s.Players)); x++ {
				if x != p && !s.Players[x].Lost {
					buf = append(buf, Action{Kind: ActAttack, Player: p, Card: c, Who: x, N: AtLife},
						Action{Kind: ActAttack, Player: p, Card: c, Who: x, N: AtDiscard})
				}
			}
		}
	case DecBlock:
		buf = append(buf, Action{Kind: ActPass, Player: p})
		buf = s.blockOptions(p, buf)
	case DecTarget:
		var tb [64]int16
		kind := s.clausesOf(&s.Choosing)[pd.Clause].Target.Kind
		if s.ChooseFrom != fromTrigger && s.ChooseFrom != fromHeresy && s.Players[p].Cancels < maxCancels {
			buf = append(buf, Action{Kind: ActPass, Player: p}) // cancel before paying
		}
		for _, t := range s.targetsFor(&s.Choosing, int(pd.Clause), tb[:0]) {
			switch kind {
			case TPlayer, TDiscardStack:
				buf = append(buf, Action{Kind: ActTarget, Player: p, Who: int8(t), Target: NoCard, Card: NoCard})
			case TChainItem:
				buf = append(buf, Action{Kind: ActTarget, Player: p, N: int8(t), Target: NoCard, Card: NoCard})
			default:
				buf = append(buf, Action{Kind: ActTarget, Player: p, Target: CardID(t), Card: NoCard})
			}
		}
	case DecYesNo:
		buf = append(buf, Action{Kind: ActPass, Player: p}, Action{Kind: ActYes, Player: p})
	case DecChoose:
		buf = s.chooseActions(p, buf)
	}
	return buf
}

// chooseActions appends the cards p may choose for the pending purpose.
func (s *State) chooseActions(p int8, buf []Action) []Action {
	pd := &s.Pending
	add := func(c CardID) { buf = append(buf, Action{Kind: ActChoose, Player: p, Card: c}) }
	switch pd.Purpose {
	case ForSetAside:
		for _, c := range s.Players[p].Hand {
			add(c)
		}
	case ForSeizeBack, ForSeizeLoss:
		for _, c := range s.SetAside {
			add(c)
		}
	case ForDestroyX, ForCombatDiscard:
		for _, c := range s.Players[pd.Who].Discard {
			add(c)
		}
	case ForManifest:
		for q := range s.Players {
			if s.Players[q].Lost {
				continue
			}
			for _, a := range s.Players[q].Resource {
				cd := &s.Cards[a]
				if s.defByID(cd.Def).Level == pd.Level && cd.Flags&FManifestTurn == 0 {
					add(a)
				}
			}
		}
	case ForExcess:
		for _, c := range s.Players[p].Field {
			d := s.Def(c)
			if d.Type == Creature && !d.Has(KwUnlimited) && d.LimitLevel() == pd.Level {
				add(c)
			}
		}
	case ForRestore:
		for _, c := range s.Restoring {
			add(c)
		}
	case ForSacrifice:
		if s.Players[p].Cancels < maxCancels {
			buf = append(buf, Action{Kind: ActPass, Player: p})
		}
		need := s.sacrificeNeed(s.SacTarget, s.SacPick)
		for _, a := range s.Players[p].Resource {
			if s.sacrificeCanPick(p, a, need, s.SacPick) {
				add(a)
			}
		}
	case ForOrder:
		for i := range s.Triggers {
			if s.Triggers[i].Controller == p {
				buf = append(buf, Action{Kind: ActChoose, Player: p, Card: NoCard, N: int8(i)})
			}
		}
	}
	return buf
}

// priorityActions appends what p may do holding priority.
func (s *State) priorityActions(p int8, buf []Action) []Action {
	buf = append(buf, Action{Kind: ActPass, Player: p})
	pl := &s.Players[p]
	mainPhase := p == s.Active && s.Step == StepSummoning && len(s.Chain) == 0
	for _, c := range pl.Hand {
		d := s.Def(c)
		if d.Type != Scheme && !mainPhase {
			continue
		}
		cost, red := s.summonCost(p, c)
		if !s.canPay(p, cost, red) {
			continue
		}
		switch d.Type {
		case Fortification:
			for dir := North; dir <= West; dir++ {
				if d.Directions.Has(dir) {
					buf = append(buf, Action{Kind: ActSummon, Player: p, Card: c, N: int8(dir)})
				}
			}
		case Scheme:
			ai := s.schemeAbility(c)
			if ai >= 0 && !s.targetsAvailable(Item{Kind: ItemSummon, Source: c, Controller: p, Deity: -1, Ability: ai}) {
				continue
			}
			buf = append(buf, Action{Kind: ActSummon, Player: p, Card: c})
		default:
			buf = append(buf, Action{Kind: ActSummon, Player: p, Card: c})
		}
	}
	// Activated abilities of cards in play.
	scanAbilities := func(c CardID) {
		if !s.canUseExhaust(c) {
			return
		}
		d := s.Def(c)
		for i := range d.Abilities {
			ab := &d.Abilities[i]
			if ab.Trigger != OnExhaust {
				continue
			}
			if !ab.NoExhaust && s.Cards[c].Exhausted() {
				continue
			}
			if !s.canPay(p, ab.Cost, false) {
				continue
			}
			if !s.targetsAvailable(Item{Kind: ItemAbility, Source: c, Controller: p, Deity: -1, Ability: int8(i)}) {
				continue
			}
			buf = append(buf, Action{Kind: ActActivate, Player: p, Card: c, N: int8(i)})
		}
	}
	for _, c := range pl.Field {
		scanAbilities(c)
	}
	for d := range pl.Compass {
		if slot := pl.Compass[d]; len(slot) > 0 {
			scanAbilities(slot[len(slot)-1])
		}
	}
	// Deity powers.
	dd := &s.Set.Deities[pl.Deity]
	for i := range dd.Abilities {
		ab := &dd.Abilities[i]
		if ab.Trigger != OnDeity {
			continue
		}
		if ab.Once && (pl.DeitySpent || !s.Conviction(p)) || !ab.Once && pl.DeityUsed {
			continue
		}
		if !s.canPay(p, ab.Cost, false) {
			continue
		}
		if !s.targetsAvailable(Item{Kind: ItemAbility, Source: NoCard, Controller: p, Deity: p, Ability: int8(i)}) {
			continue
		}
		buf = append(buf, Action{Kind: ActDeity, Player: p, N: int8(i), Card: NoCard})
	}
	// Sacrifice.
	var have Cost
	for _, a := range pl.Resource {
		if s.Cards[a].Flags&FHeresyLive == 0 {
			have[s.Def(a).Level-1]++
		}
	}
	if have.Total() > 0 {
		sac := func(c CardID) {
			need := s.Def(c).SacrificeCost()
			if have[0] >= need[0] && have[1] >= need[1] && have[2] >= need[2] {
				buf = append(buf, Action{Kind: ActSacrifice, Player: p, Card: c})
			}
		}
		for i := range s.Chain {
			it := &s.Chain[i]
			if it.Kind == ItemSummon && it.NoSac&(1<<p) == 0 {
				sac(it.Source)
			}
		}
		for q := range s.Players {
			if s.Players[q].Lost {
				continue
			}
			for _, c := range s.Players[q].Field {
				sac(c)
			}
			for d := range s.Players[q].Compass {
				for _, c := range s.Players[q].Compass[d] {
					sac(c)
				}
			}
			for _, c := range s.Players[q].Discard {
				sac(c)
			}
		}
	}
	// Countdown.
	for q := int8(0); q < int8(len(s.Players)); q++ {
		if q != p && !s.Players[q].Lost && len(s.Players[q].Life) > 10 && s.Players[q].CountSeen&(1<<p) == 0 {
			buf = append(buf, Action{Kind: ActCountdown, Player: p, Who: q})
		}
	}
	return buf
}

// canUseExhaust reports whether card c may use an activated ability now:
// active, and not a combatant before Creature Damage is resolved.
func (s *State) canUseExhaust(c CardID) bool {
	cd := &s.Cards[c]
	if !s.active(c) {
		return false
	}
	if cd.Flags&(FAttacking|FBlocking) != 0 && cd.Flags&FCombatDone == 0 {
		return false
	}
	return true
}

// targetsAvailable reports whether every unconditional targeted clause of
// the item has at least one legal target.
func (s *State) targetsAvailable(it Item) bool {
	cl := s.clausesOf(&it)
	it.Serial = -1
	var tb [64]int16
	for k := range cl {
		if k >= MaxTargets {
			break
		}
		if needsChoice(cl[k].Target.Kind) && cl[k].Cond == Always && !cl[k].Optional {
			if len(s.targetsFor(&it, k, tb[:0])) == 0 {
				return false
			}
		}
	}
	return true
}

// Apply performs action a for the deciding player. An illegal action
// returns an *Error and leaves the state untouched.
func (s *State) Apply(a Action) error {
	if s.Over() {
		return refuse(GameOver, a, "the game is over")
	}
	if a.Player != s.Pending.Player {
		return refuse(WrongPlayer, a, "%s is deciding, not %s", s.PlayerName(s.Pending.Player), s.name(a.Player))
	}
	var buf [128]Action
	legal := s.Legal(buf[:0])
	found := false
	for _, l := range legal {
		if l == a {
			found = true
			break
		}
	}
	if !found {
		return s.diagnose(a, legal)
	}
	s.perform(a)
	s.advance()
	return nil
}

func (s *State) name(p int8) string {
	if p < 0 || int(p) >= len(s.Players) {
		return fmt.Sprintf("player %d", p+1)
	}
	return s.PlayerName(p)
}

// decisionOf lists the action kinds that answer each decision.
var decisionOf = [...][]ActKind{
	DecMulligan:  {ActPass, ActMulligan},
	DecPriority:  {ActPass, ActSummon, ActActivate, ActDeity, ActSacrifice, ActCountdown},
	DecUpkeep:    {ActChoose},
	DecTrade:     {ActPass, ActTradeWith, ActForced},
	DecOffer:     {ActPass, ActGive, ActAsk, ActUnask, ActSend},
	DecAnswer:    {ActPass, ActAccept, ActCounterOffer},
	DecTradeGive: {ActChoose},
	DecSeize:     {ActPass, ActSeize},
	DecChoose:    {ActChoose, ActPass},
	DecResource:  {ActPlace},
	DecAttack:    {ActPass, ActAttack},
	DecBlock:     {ActPass, ActBlock},
	DecTarget:    {ActPass, ActTarget},
	DecYesNo:     {ActPass, ActYes},
}

// diagnose explains why a is not legal.
func (s *State) diagnose(a Action, legal []Action) *Error {
	kindOK := false
	if int(s.Pending.Kind) < len(decisionOf) {
		for _, k := range decisionOf[s.Pending.Kind] {
			if k == a.Kind {
				kindOK = true
			}
		}
	}
	if !kindOK {
		return refuse(WrongDecision, a, "the game waits for a %s decision in the %s Phase, not %s", s.Pending.Kind, s.Phase, a.Kind)
	}
	valid := func(c CardID) bool { return c >= 0 && int(c) < len(s.Cards) }
	switch a.Kind {
	case ActSummon:
		if a.Card < 0 || int(a.Card) >= len(s.Cards) || s.Cards[a.Card].Zone != ZHand || s.Cards[a.Card].Controller != a.Player {
			return refuse(IllegalAction, a, "that card is not in your Hand")
		}
		d := s.Def(a.Card)
		if d.Type != Scheme && !(a.Player == s.Active && s.Step == StepSummoning && len(s.Chain) == 0) {
			return refuse(WrongDecision, a, "a %s can only be summoned in your own Summoning Phase with nothing waiting to resolve", d.Type)
		}
		cost, red := s.summonCost(a.Player, a.Card)
		if !s.canPay(a.Player, cost, red) {
			return refuse(CannotPay, a, "%s costs %s", d.Title, cost)
		}
		if d.Type == Fortification && !d.Directions.Has(Dir(a.N)) {
			return refuse(IllegalTarget, a, "%s cannot be built to the %s", d.Title, Dir(a.N))
		}
		return refuse(IllegalTarget, a, "%s has no legal target", d.Title)
	case ActActivate:
		if !valid(a.Card) || s.Cards[a.Card].Controller != a.Player || !s.inPlay(a.Card) {
			return refuse(IllegalAction, a, "you control no such card in play")
		}
		d := s.Def(a.Card)
		if a.N < 0 || int(a.N) >= len(d.Abilities) || d.Abilities[a.N].Trigger != OnExhaust {
			return refuse(IllegalAction, a, "%s has no such ability", d.Title)
		}
		ab := &d.Abilities[a.N]
		cd := &s.Cards[a.Card]
		switch {
		case cd.Flags&(FAttacking|FBlocking) != 0 && cd.Flags&FCombatDone == 0:
			return refuse(IllegalAction, a, "%s is in combat and cannot use its ability until Creature Damage is resolved", d.Title)
		case !s.active(a.Card):
			return refuse(IllegalAction, a, "%s is not active (an Exhausted Intrigue or a covered Fortification)", d.Title)
		case !ab.NoExhaust && cd.Exhausted():
			return refuse(IllegalAction, a, "%s is Exhausted", d.Title)
		case !s.canPay(a.Player, ab.Cost, false):
			return refuse(CannotPay, a, "the ability costs %s", ab.Cost)
		}
		return refuse(IllegalTarget, a, "that ability has no legal target")
	case ActDeity:
		return refuse(CannotPay, a, "that Deity power cannot be used now: it is spent, used this turn, lacks Conviction or its cost cannot be paid")
	case ActTarget, ActAttack, ActBlock, ActChoose, ActSacrifice:
		return refuse(IllegalTarget, a, "that choice is not allowed here")
	}
	return refuse(IllegalAction, a, "not allowed now")
}
