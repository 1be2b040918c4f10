package lexical

// Action verbs of controls. A button or link names what it does ("Save",
// "Discard changes", "Cancel"); that verb, with its polarity, decides which
// control a description means before any other word does.

// action is a control's verb: its concept and whether it is the negative
// form (discard = not save, close = not open).
type action struct {
	key string
	neg bool
}

// actionKeys are the concepts (and unknown words) that name what a control
// does.
var actionKeys = map[string]bool{
	"save": true, "cancel": true, "delete": true, "open": true, "change": true,
	"subscribe": true, "publish": true, "archive": true, "upgrade": true,
	"downgrade": true, "pause": true, "resume": true, "approve": true,
	"verify": true, "pay": true, "renew": true, "send": true, "upload": true,
	"download": true, "export": true, "connect": true, "lock": true,
	"w:submit": true, "w:keep": true, "w:discard": true, "w:close": true,
	"w:add": true, "w:create": true, "w:remove": true, "w:continue": true,
	"w:retry": true, "w:undo": true, "w:reset": true, "w:apply": true,
}

// actionOf returns the first action verb a text names, if any.
func actionOf(a *analysis) (action, bool) {
	for _, u := range a.units {
		if u.implied || !actionKeys[u.key] {
			continue
		}
		return action{key: u.key, neg: u.neg}, true
	}
	return action{}, false
}
