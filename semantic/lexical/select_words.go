package lexical

// Word tables of selections: the words a description uses to ask for a
// type of value, to name a landmark, and to name what a control does. They
// are matched on casefolded surface words, not on lexicon concepts, so that
// "clear" and "delete" (one concept in comparisons) stay apart here.

// valueType is the type of value a description asks for.
type valueType uint8

const (
	tyNone  valueType = iota
	tyCount           // a plain number: "how many", "the number of"
	tyMoney           // an amount: "the price of"
	tyDate            // a calendar date: "the date of"
	tyTime            // a time of day: "the time of"
	tyState           // a state word: "the status of"
	tyName            // a proper name: "Recipient name" (select_types.go)
)

// typePhrases are the head phrases that ask for a type of value rather than
// name words the page must show: "the number of items left" asks for a
// count of "items left". Each is matched at a word boundary, and the type
// is required of the value.
//
// Only the count phrases are removed: "number" and "count" rarely label a
// count on a page, while "Price", "Status" and "Date" often label their
// value. The other phrases keep their words and add the type.
var typePhrases = []struct {
	words []string
	ty    valueType
	strip bool
}{
	{[]string{"total", "number", "of"}, tyCount, true},
	{[]string{"number", "of"}, tyCount, true},
	{[]string{"count", "of"}, tyCount, true},
	{[]string{"quantity", "of"}, tyCount, true},
	{[]string{"how", "many"}, tyCount, true},
	{[]string{"price", "of"}, tyMoney, false},
	{[]string{"cost", "of"}, tyMoney, false},
	{[]string{"amount", "of"}, tyMoney, false},
	{[]string{"fee", "of"}, tyMoney, false},
	{[]string{"how", "much"}, tyMoney, false},
	{[]string{"due", "date", "of"}, tyDate, false},
	{[]string{"date", "of"}, tyDate, false},
	{[]string{"day", "of"}, tyDate, false},
	{[]string{"time", "of"}, tyTime, false},
	{[]string{"status", "of"}, tyState, false},
	{[]string{"state", "of"}, tyState, false},
	{[]string{"condition", "of"}, tyState, false},
}

// typeWords ask for a type of value when they appear anywhere ("Order
// total", "Billing status"); they stay part of the description and only
// weakly prefer a compatible unit.
var typeWords = map[string]valueType{
	"price": tyMoney, "cost": tyMoney, "fee": tyMoney, "total": tyMoney, "balance": tyMoney, "amount": tyMoney, "subtotal": tyMoney,
	"date": tyDate, "status": tyState, "state": tyState, "count": tyCount, "name": tyName,
}

// landmarkWords map description words to the landmark roles they name.
var landmarkWords = map[string]string{
	"footer": "contentinfo", "bottom": "contentinfo",
	"nav": "navigation", "navigation": "navigation", "navbar": "navigation", "menu": "navigation", "breadcrumb": "navigation", "breadcrumbs": "navigation",
	"sidebar": "complementary", "aside": "complementary", "side": "complementary",
	"header": "banner", "banner": "banner", "masthead": "banner", "top": "banner",
}

// Verb classes of controls that the lexicon's concepts merge or miss.
const (
	vbDelete = "x:delete" // removes one thing
	vbClear  = "x:clear"  // empties or removes many ("Clear completed", "Delete all")
	vbCheck  = "x:check"  // marks an item (a checkbox)
	vbEdit   = "x:edit"
	// Invitations: revoking one is destructive; inviting and resending are
	// other acts, so that neither stands for the other.
	vbRevoke = "x:revoke"
	vbInvite = "x:invite"
	vbResend = "x:resend"
)

// verbWords are the surface forms of the verb classes.
var verbWords = map[string]string{
	"delete": vbDelete, "deletes": vbDelete, "deleting": vbDelete, "deleted": vbDelete,
	"remove": vbDelete, "removes": vbDelete, "removing": vbDelete, "removed": vbDelete,
	"destroy": vbDelete, "destroys": vbDelete, "destroying": vbDelete,
	"trash": vbDelete, "trashes": vbDelete, "erase": vbDelete, "erases": vbDelete,
	"×": vbDelete, "✕": vbDelete, "✖": vbDelete, "🗑": vbDelete,
	"clear": vbClear, "clears": vbClear, "clearing": vbClear, "purge": vbClear, "purges": vbClear, "empty": vbClear, "empties": vbClear,
	"mark": vbCheck, "marks": vbCheck, "marking": vbCheck, "tick": vbCheck, "ticks": vbCheck, "untick": vbCheck,
	"check": vbCheck, "checks": vbCheck, "uncheck": vbCheck, "unchecks": vbCheck, "toggle": vbCheck, "toggles": vbCheck,
	"edit": vbEdit, "edits": vbEdit, "rename": vbEdit, "renames": vbEdit, "modify": vbEdit,
	"revoke": vbRevoke, "revokes": vbRevoke, "revoking": vbRevoke,
	"invite": vbInvite, "invites": vbInvite, "inviting": vbInvite,
	"resend": vbResend, "resends": vbResend, "resending": vbResend,
}

// bulkWords make a removal act on many things: "remove all completed".
var bulkWords = map[string]bool{"all": true, "every": true, "everything": true}

// bulkNames make a control's removal act on many things: "Delete
// selected", "Clear completed".
var bulkNames = map[string]bool{"all": true, "every": true, "completed": true, "selected": true, "done": true, "finished": true, "checked": true}

// destructiveWords name controls whose wrong choice loses data or money.
var destructiveWords = map[string]bool{
	"delete": true, "remove": true, "destroy": true, "trash": true, "erase": true, "clear": true, "purge": true,
	"cancel": true, "unsubscribe": true, "pay": true, "purchase": true, "buy": true, "checkout": true, "×": true, "✕": true, "✖": true,
	"revoke": true,
}

// extraRoleWords are role words of descriptions beyond selection.go's
// roleWords: a "filter" is a link, tab, radio or button; a "label" or a
// "heading" is text, never the control it sits beside ("the label of the
// 'Walk dog' todo" is not that row's checkbox).
var extraRoleWords = map[string][]string{
	"label": {"label"}, "labels": {"label"}, "heading": {"heading"}, "caption": {"caption"},
	"filter":  {"link", "tab", "radio", "button", "combobox"},
	"filters": {"link", "tab", "radio", "button", "combobox"},
}

// extraFillers are words of descriptions that name no part of a control:
// "the delete button of the Walk dog row", "the Archive button of APP-128's
// card", "the filter input of the Customer column".
var extraFillers = map[string]bool{"row": true, "line": true, "entry": true, "one": true, "thing": true, "card": true, "column": true}
