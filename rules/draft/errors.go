package draft

import "fmt"

// ErrorKind classifies why a draft action was refused. Each kind is itself
// an error, so callers can test with errors.Is(err, draft.IllegalPick).
type ErrorKind uint8

// Error kinds.
const (
	IllegalPick ErrorKind = iota + 1 // no such card or Deity in front of the player
	WrongPlayer                      // no such player, or the player has already decided this round
	WrongStage                       // the draft waits for another kind of decision
	IllegalDeck                      // a deck that breaks the draft's deck rules
	DraftOver                        // the draft has ended
	BadSave                          // a save is damaged or does not match the card set
)

var errorKindNames = [...]string{"", "illegal pick", "wrong player", "wrong stage of the draft",
	"illegal deck", "draft over", "bad save"}

func (k ErrorKind) Error() string {
	if int(k) < len(errorKindNames) {
		return errorKindNames[k]
	}
	return "draft error"
}

// Error is the typed error Apply returns; the Draft is left untouched.
// Reason says in words why the action was refused.
type Error struct {
	Kind   ErrorKind
	Action Action
	Reason string
}

func (e *Error) Error() string {
	if e.Reason == "" {
		return e.Kind.Error()
	}
	return fmt.Sprintf("%s: %s", e.Kind.Error(), e.Reason)
}

// Is lets errors.Is match an *Error against its ErrorKind.
func (e *Error) Is(target error) bool {
	k, ok := target.(ErrorKind)
	return ok && k == e.Kind
}

// Unwrap returns the kind.
func (e *Error) Unwrap() error { return e.Kind }

func refuse(k ErrorKind, a Action, format string, args ...any) *Error {
	return &Error{Kind: k, Action: a, Reason: fmt.Sprintf(format, args...)}
}
