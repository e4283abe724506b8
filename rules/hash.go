package rules

// StateHash returns a 64-bit FNV-1a hash of everything that decides the
// game's future: cards, zones in order, the chain, the pending decision and
// its payload, the turn and the generator. Two states with the same hash
// play on alike. (The log records the past and is not part of it.)
func (s *State) StateHash() uint64 {
	h := fnv{v: fnvOffset}
	for i := range s.Cards {
		c := &s.Cards[i]
		h.u(uint64(c.Def))
		h.u(uint64(uint8(c.Owner)) | uint64(uint8(c.Controller))<<8 | uint64(c.Zone)<<16 | uint64(c.Dir)<<24 | uint64(c.Flags)<<32)
		h.u(uint64(c.Damage) | uint64(c.Bless)<<8 | uint64(c.Freeze)<<16 | uint64(c.Recall)<<24 | uint64(c.ArmorUsed)<<32 | uint64(c.Seen)<<40)
		h.u(uint64(uint8(c.FightMod)) | uint64(uint8(c.LifeMod))<<8 | uint64(uint8(c.ArmorMod))<<16 | uint64(c.Granted)<<24 | uint64(uint8(c.AttackWho))<<40)
		h.u(uint64(uint16(c.BlockOf)) | uint64(uint16(c.BlockedBy))<<16)
		h.b(c.AttackDisc, c.Token)
	}
	for i := range s.Players {
		h.player(&s.Players[i])
	}
	if b, err := s.Rand.MarshalBinary(); err == nil {
		for _, x := range b {
			h.byte(x)
		}
	}
	h.u(uint64(s.Turn) | uint64(uint8(s.Active))<<16 | uint64(uint8(s.First))<<24 | uint64(s.Phase)<<32 | uint64(s.Step)<<40 | uint64(uint8(s.Winner))<<48 | uint64(uint8(s.Viewer))<<56)
	h.pending(&s.Pending)
	h.u(uint64(len(s.Chain)))
	for i := range s.Chain {
		h.item(&s.Chain[i])
	}
	h.u(uint64(len(s.Triggers)))
	for i := range s.Triggers {
		h.item(&s.Triggers[i])
	}
	h.u(uint64(uint8(s.Priority)) | uint64(uint8(s.Passes))<<8 | uint64(s.Traded)<<16 | uint64(s.FreeTried)<<24 | uint64(uint16(s.Serial))<<32)
	h.b(s.Window)
	h.u(uint64(uint8(s.Offer.From)) | uint64(uint8(s.Offer.To))<<8 | uint64(s.Offer.Ask[0])<<16 | uint64(s.Offer.Ask[1])<<24 | uint64(s.Offer.Ask[2])<<32 | uint64(uint8(s.Offer.Round))<<40 | uint64(s.Offer.Steps)<<48)
	h.ids(s.Offer.Give)
	h.ids(s.Combat.Attackers)
	h.u(uint64(uint8(s.Combat.Defender)) | uint64(s.Combat.HelpAsked)<<24 | uint64(s.Combat.HelpOK)<<32)
	h.ids(s.SetAside)
	h.ids(s.Restoring)
	return h.v
}

func (h *fnv) ids(z []CardID) {
	h.u(uint64(len(z)))
	for _, c := range z {
		h.u(uint64(uint16(c)))
	}
}

func (h *fnv) player(p *Player) {
	h.u(uint64(p.Deity) | uint64(uint8(p.Team))<<8)
	h.b(p.DeitySpent, p.DeityUsed, p.Lost, p.Mulligan, p.Decided, p.DamagedSelf, p.Restored, p.LostCard, p.Manifested, p.RetaliationUse, p.RequirementUnmet)
	h.ids(p.Life)
	h.ids(p.Hand)
	h.ids(p.Discard)
	h.ids(p.Destroyed)
	h.ids(p.Aspects)
	h.ids(p.Resource)
	h.ids(p.Field)
	for d := range p.Compass {
		h.ids(p.Compass[d])
	}
	h.u(uint64(p.Pool[0]) | uint64(p.Pool[1])<<8 | uint64(p.Pool[2])<<16 | uint64(p.LifeArmorUsed)<<24 | uint64(p.ExtraResources)<<32 | uint64(p.CountSeen)<<40 | uint64(p.Cancels)<<48 | uint64(p.Placed)<<56)
	for q := 0; q < MaxPlayers; q++ {
		h.u(uint64(p.SeizedFrom[q]) | uint64(p.SeizedLastTurn[q])<<8 | uint64(p.SeizeMissed[q])<<16)
	}
}

func (h *fnv) pending(pd *Pending) {
	h.u(uint64(pd.Kind) | uint64(uint8(pd.Player))<<8)
	t := &pd.Target
	h.item(&t.Item)
	h.u(uint64(t.Origin) | uint64(uint8(t.Clause))<<8)
	q := &pd.Question
	h.u(uint64(q.Purpose) | uint64(uint8(q.Clause))<<8 | uint64(uint16(q.Card))<<16)
	h.item(&q.Item)
	c := &pd.Choice
	h.u(uint64(c.Purpose) | uint64(uint8(c.Count))<<8 | uint64(uint8(c.Who))<<16 | uint64(c.Level)<<24 | uint64(uint16(c.Card))<<32 | uint64(c.Cause)<<48 | uint64(uint8(c.NPicked))<<56)
	for _, x := range c.Picked {
		h.u(uint64(uint16(x)))
	}
}

func (h *fnv) item(it *Item) {
	h.u(uint64(it.Kind) | uint64(uint16(it.Source))<<8 | uint64(uint8(it.Controller))<<24 | uint64(uint8(it.Deity))<<32 | uint64(uint8(it.Ability))<<40 | uint64(uint8(it.PC))<<48)
	h.b(it.Did, it.Countered, it.Echo, it.Optional)
	h.u(uint64(uint16(it.Trigger)) | uint64(it.NoSac)<<16 | uint64(uint16(it.Serial))<<24 | uint64(it.Dir)<<40 | uint64(uint8(it.Manifester))<<48)
	for _, t := range it.Targets {
		h.u(uint64(uint16(t)))
	}
}

// fnvOffset is FNV-1a's starting value.
const fnvOffset = 14695981039346656037

type fnv struct{ v uint64 }

func (h *fnv) byte(b byte) {
	h.v ^= uint64(b)
	h.v *= 1099511628211
}

func (h *fnv) u(x uint64) {
	for i := 0; i < 8; i++ {
		h.byte(byte(x))
		x >>= 8
	}
}

func (h *fnv) b(bs ...bool) {
	var x uint64
	for i, b := range bs {
		if b {
			x |= 1 << i
		}
	}
	h.u(x)
}
