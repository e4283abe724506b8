package rules

import "fmt"

// ErrorKind classifies why an action was refused. Each kind is itself an
// error, so callers can test with errors.Is(err, rules.CannotPay).
type ErrorKind uint8

// Error kinds.
const (
	IllegalAction  ErrorKind = iota + 1 // not among the legal actions
	WrongPlayer                         // another player is deciding
	WrongDecision                       // the game waits for another kind of decision (wrong phase)
	CannotPay                           // the cost cannot be paid
	IllegalTarget                       // the target is not allowed
	GameOver                            // the game has ended
	BadSave                             // a save file is damaged or does not match
	BadReplay                           // a replay file is damaged, or its actions do not play out as recorded
	CannotTakeBack                      // an action cannot be taken back
)

var errorKindNames = [...]string{"", "illegal action", "wrong player", "wrong phase or decision",
	"cannot pay", "illegal target", "game over", "bad save", "bad replay", "cannot take back"}

func (k ErrorKind) Error() string {
	if int(k) < len(errorKindNames) {
		return errorKindNames[k]
	}
	return "rules error"
}

// Error is the typed error Apply returns. The state is left untouched.
// Reason says in words why the action was refused; Rule names the rules
// reference entry that explains the rule (empty when none applies).
type Error struct {
	Kind   ErrorKind
	Action Action
	Reason string
	Rule   string `json:",omitempty"`
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
