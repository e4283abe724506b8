package rules

// The Trade and Seize Phases.

// maxOfferRounds bounds one negotiation: an offer and two counter-offers.
// ("No" Means No; see RULINGS.md.)
const maxOfferRounds = 3

// maxOfferSteps bounds the changes made while building one offer, so that
// giving a card and taking it back cannot go on for ever.
const maxOfferSteps = 30

// handLevels counts player p's Hand by level (the backs everyone sees).
func (s *State) handLevels(p int8) (c Cost) {
	for _, x := range s.Players[p].Hand {
		c[s.Def(x).Level-1]++
	}
	return
}

// topsMatch reports whether the tops of a's and b's Life Stacks show the
// same level.
func (s *State) topsMatch(a, b int8) bool {
	la, lb := s.Players[a].Life, s.Players[b].Life
	if len(la) == 0 || len(lb) == 0 {
		return false
	}
	return s.Def(la[len(la)-1]).Level == s.Def(lb[len(lb)-1]).Level
}

// seizedMe reports whether x seized from a during x's last turn.
func (s *State) seizedMe(x, a int8) bool { return s.Players[x].SeizedLastTurn[a] > 0 }

// tradeFailed ends a free trade with the non-active party unsuccessfully.
func (s *State) tradeFailed() {
	o := &s.Offer
	other := o.To
	if other == s.Active {
		other = o.From
	}
	s.FreeTried |= 1 << other
	s.log(Event{Kind: EvTradeDecline, Player: other, Who: s.Active})
	s.Offer = Offer{}
	s.Step = StepTrade
}

// completeTrade passes both sides' cards face down into the other's Aspect Stack.
func (s *State) completeTrade() {
	o := &s.Offer
	n := len(o.Give) + len(s.SetAside)
	for _, c := range o.Give {
		s.move(c, o.To, ZAspects, 0)
	}
	for _, c := range append([]CardID(nil), s.SetAside...) {
		s.move(c, o.From, ZAspects, 0)
	}
	s.SetAside = s.SetAside[:0]
	other := o.To
	if other == s.Active {
		other = o.From
	}
	s.Traded |= 1 << other
	s.log(Event{Kind: EvTrade, Player: s.Active, Who: other, N: int16(n)})
	s.Offer = Offer{}
}

// forcedTrade performs a Forced Trade of a with x. With c == NoCard the
// tops of the Life Stacks swap into the opposing Aspect Stacks; otherwise
// a gives Hand card c to x's Aspect Stack and takes the topmost card of
// the same level from x's Life Stack (Forced Trade Example; see RULINGS.md).
func (s *State) forcedTrade(a, x int8, c CardID) {
	if c == NoCard {
		ta := s.Players[a].Life[len(s.Players[a].Life)-1]
		tx := s.Players[x].Life[len(s.Players[x].Life)-1]
		s.move(ta, x, ZAspects, 0)
		s.move(tx, a, ZAspects, 0)
		s.Cards[ta].Seen, s.Cards[tx].Seen = 0, 0
	} else {
		l := s.Def(c).Level
		if t := s.topOfLevel(x, l); t != NoCard {
			s.move(c, x, ZAspects, 0)
			s.move(t, a, ZAspects, 0)
			s.Cards[t].Seen = 0
		} else {
			s.move(c, a, ZAspects, 0)
		}
	}
	s.Traded |= 1 << x
	s.log(Event{Kind: EvForcedTrade, Player: a, Who: x})
	s.checkLoss()
}

// SeizeCost is how many cards player a sets aside to seize an Aspect of
// level l from player x now (Seize Phase; Rulings 15).
func (s *State) SeizeCost(a, x int8, l Level) int {
	n := int(l) + 2
	if s.alive() > 2 {
		n -= len(s.Players[x].Aspects) / 2
		if s.seizedMe(x, a) && !s.Players[x].RetaliationUse {
			n -= int(s.Players[x].SeizedLastTurn[a])
		}
	} else {
		if d := len(s.Players[x].Aspects) - len(s.Players[a].Aspects); d > 0 {
			n -= d / 2
		}
	}
	return max(n, 1)
}

// seizeSearch looks for the sought Aspect (level ch.Level, from player
// ch.Who) once the cards are set aside.
func (s *State) seizeSearch(ch Choice, own bool) {
	a, x, l := s.Active, ch.Who, ch.Level
	found := NoCard
	if !own {
		var cands [64]CardID
		cs := cands[:0]
		for _, c := range s.Players[x].Hand {
			if s.Def(c).Level == l {
				cs = append(cs, c)
			}
		}
		if len(cs) > 0 {
			found = cs[s.intn(len(cs))]
			s.move(found, a, ZAspects, 0)
		} else if t := s.topOfLevel(x, l); t != NoCard {
			found = t
			s.move(found, a, ZAspects, 0)
			s.Cards[found].Seen = 0
			s.checkLoss()
		} else {
			back := min(2, len(s.SetAside)-1)
			if back > 0 {
				s.Pending = choose(a, Choice{Purpose: ForSeizeBack, Count: int8(back), Who: x, Level: l, Card: NoCard})
				return
			}
			s.seizeSearch(ch, true)
			return
		}
	} else if t := s.topOfLevel(a, l); t != NoCard {
		found = t
		s.move(found, a, ZAspects, 0)
		s.Cards[found].Seen = 0
		s.checkLoss()
	}
	if found == NoCard {
		for _, c := range s.SetAside {
			s.Cards[c].Zone = ZNone
			s.put(c, a, ZHand, 0)
		}
		s.SetAside = s.SetAside[:0]
		s.Players[a].SeizeMissed[x] |= 1 << l
		s.log(Event{Kind: EvSeizeFail, Player: a, Who: x, N: int16(l)})
		s.Pending = Pending{}
		return
	}
	s.Players[a].SeizedFrom[x]++
	if s.alive() > 2 && s.seizedMe(x, a) && !s.Players[x].RetaliationUse {
		s.Players[a].RetaliationUse = true
	}
	s.log(Event{Kind: EvSeize, Player: a, Who: x, N: int16(l)})
	if len(s.SetAside) == 1 || s.Over() || s.Players[a].Lost {
		// Nothing to choose, or nobody left to choose it (the Seize took
		// the last card of a Life Stack).
		s.seizeLoss(s.SetAside[0])
		return
	}
	s.Pending = choose(a, Choice{Purpose: ForSeizeLoss, Count: 1, Card: NoCard})
}

// seizeLoss destroys set-aside card c and discards the rest.
func (s *State) seizeLoss(c CardID) {
	a := s.Active
	for _, x := range s.SetAside {
		s.Cards[x].Zone = ZNone
		if x == c {
			s.put(x, a, ZDestroyed, 0)
			s.reveal(x)
			s.log(Event{Kind: EvDestroy, Player: s.Cards[x].Owner, Card: x, From: ZHand, To: ZDestroyed})
		} else {
			s.put(x, a, ZDiscard, 0)
			s.reveal(x)
			s.log(Event{Kind: EvDiscard, Player: a, Card: x, From: ZHand})
		}
	}
	s.SetAside = s.SetAside[:0]
	s.Pending = Pending{}
}
