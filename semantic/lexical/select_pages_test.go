package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// orderPage is a web shop's admin view of one order as observed in
// Chromium (examples/realapps/testdata/order.html, Bulma): a title
// "Order #10482", two status tags, an item table whose columns are
// "Price" and "Total", a payment summary of label/amount lines, a
// timeline and side cards.
func orderPage() []semantic.Source {
	return []semantic.Source{
		{ID: "t0_1", Role: "text", Text: "Signed in as Jonas Weber", Context: "main navigation", Region: "main navigation", Landmark: "navigation"},
		{ID: "t0_2", Role: "listitem", Text: "Orders", Context: "breadcrumbs", Region: "breadcrumbs", Row: "Orders", Landmark: "navigation"},
		{ID: "t0_3", Role: "listitem", Text: "#10482", Context: "breadcrumbs", Region: "breadcrumbs", Row: "#10482", Landmark: "navigation"},
		{ID: "t0_4", Role: "heading", Text: "Order", Row: "Order Order: #10482"},
		{ID: "t0_5", Role: "text", Text: "#10482", Context: "Order", Heading: "Order", Row: "Order Order: #10482"},
		{ID: "t0_6", Role: "text", Text: "Paid", Row: "Paid Partially fulfilled"},
		{ID: "t0_7", Role: "text", Text: "Partially fulfilled", Row: "Paid Partially fulfilled"},
		{ID: "t0_8", Role: "paragraph", Text: "Placed on November 28, 2026 at 09:14 from the online store"},
		{ID: "t0_9", Role: "heading", Text: "Items", Row: "Items Items: 3 products · 5 units Product SKU Price Quantity Total Merino wool beanie Charcoal · One size FW-BN-201 €24."},
		{ID: "t0_10", Role: "text", Text: "3 products · 5 units", Context: "Items", Heading: "Items", Row: "Items Items: 3 products · 5 units Product SKU Price Quantity Total Merino wool beanie Charcoal · One size FW-BN-201 €24."},
		{ID: "t0_11", Role: "columnheader", Text: "Product", Context: "Items", Heading: "Items", Row: "Product SKU Price Quantity Total"},
		{ID: "t0_12", Role: "columnheader", Text: "SKU", Context: "Items", Heading: "Items", Row: "Product SKU Price Quantity Total"},
		{ID: "t0_13", Role: "columnheader", Text: "Price", Context: "Items", Heading: "Items", Row: "Product SKU Price Quantity Total"},
		{ID: "t0_14", Role: "columnheader", Text: "Quantity", Context: "Items", Heading: "Items", Row: "Product SKU Price Quantity Total"},
		{ID: "t0_15", Role: "columnheader", Text: "Total", Context: "Items", Heading: "Items", Row: "Product SKU Price Quantity Total"},
		{ID: "t0_16", Role: "cell", Text: "Merino wool beanie Charcoal · One size", Context: "Product", Heading: "Items", Row: "Merino wool beanie Charcoal · One size FW-BN-201 €24.00 2 €48.00"},
		{ID: "t0_17", Role: "cell", Text: "FW-BN-201", Context: "SKU", Heading: "Items", Row: "Merino wool beanie Charcoal · One size FW-BN-201 €24.00 2 €48.00"},
		{ID: "t0_18", Role: "cell", Text: "€24.00", Context: "Price", Heading: "Items", Row: "Merino wool beanie Charcoal · One size FW-BN-201 €24.00 2 €48.00"},
		{ID: "t0_19", Role: "cell", Text: "2", Context: "Quantity", Heading: "Items", Row: "Merino wool beanie Charcoal · One size FW-BN-201 €24.00 2 €48.00"},
		{ID: "t0_20", Role: "cell", Text: "€48.00", Context: "Total", Heading: "Items", Row: "Merino wool beanie Charcoal · One size FW-BN-201 €24.00 2 €48.00"},
		{ID: "t0_21", Role: "cell", Text: "Trail running socks (3-pack) Size 42–44", Context: "Product", Heading: "Items", Row: "Trail running socks (3-pack) Size 42–44 FW-SK-118 €14.50 2 €29.00"},
		{ID: "t0_22", Role: "cell", Text: "FW-SK-118", Context: "SKU", Heading: "Items", Row: "Trail running socks (3-pack) Size 42–44 FW-SK-118 €14.50 2 €29.00"},
		{ID: "t0_23", Role: "cell", Text: "€14.50", Context: "Price", Heading: "Items", Row: "Trail running socks (3-pack) Size 42–44 FW-SK-118 €14.50 2 €29.00"},
		{ID: "t0_24", Role: "cell", Text: "2", Context: "Quantity", Heading: "Items", Row: "Trail running socks (3-pack) Size 42–44 FW-SK-118 €14.50 2 €29.00"},
		{ID: "t0_25", Role: "cell", Text: "€29.00", Context: "Total", Heading: "Items", Row: "Trail running socks (3-pack) Size 42–44 FW-SK-118 €14.50 2 €29.00"},
		{ID: "t0_26", Role: "cell", Text: "Packable rain jacket Slate · M Backordered", Context: "Product", Heading: "Items", Row: "Packable rain jacket Slate · M Backordered FW-JK-530 €107.00 1 €107.00"},
		{ID: "t0_27", Role: "cell", Text: "FW-JK-530", Context: "SKU", Heading: "Items", Row: "Packable rain jacket Slate · M Backordered FW-JK-530 €107.00 1 €107.00"},
		{ID: "t0_28", Role: "cell", Text: "€107.00", Context: "Price", Heading: "Items", Row: "Packable rain jacket Slate · M Backordered FW-JK-530 €107.00 1 €107.00"},
		{ID: "t0_29", Role: "cell", Text: "1", Context: "Quantity", Heading: "Items", Row: "Packable rain jacket Slate · M Backordered FW-JK-530 €107.00 1 €107.00"},
		{ID: "t0_30", Role: "cell", Text: "€107.00", Context: "Total", Heading: "Items", Row: "Packable rain jacket Slate · M Backordered FW-JK-530 €107.00 1 €107.00"},
		{ID: "t0_31", Role: "heading", Text: "Payment summary", Row: "Payment summary Subtotal: €184.00 Discount WINTER10 −€18.40 Shipping (DHL Paket, 2–3 days) €6.90 Total: €172.50 Includin"},
		{ID: "t0_32", Role: "term", Text: "Subtotal", Context: "Payment summary", Heading: "Payment summary", Row: "Subtotal: €184.00"},
		{ID: "t0_33", Role: "text", Text: "€184.00", Context: "Subtotal", Heading: "Payment summary", Row: "Subtotal: €184.00"},
		{ID: "t0_34", Role: "text", Text: "Discount WINTER10", Context: "Payment summary", Heading: "Payment summary", Row: "Discount WINTER10 −€18.40"},
		{ID: "t0_35", Role: "text", Text: "−€18.40", Context: "Payment summary", Heading: "Payment summary", Row: "Discount WINTER10 −€18.40"},
		{ID: "t0_36", Role: "text", Text: "Shipping (DHL Paket, 2–3 days)", Context: "Payment summary", Heading: "Payment summary", Row: "Shipping (DHL Paket, 2–3 days) €6.90"},
		{ID: "t0_37", Role: "text", Text: "€6.90", Context: "Payment summary", Heading: "Payment summary", Row: "Shipping (DHL Paket, 2–3 days) €6.90"},
		{ID: "t0_38", Role: "term", Text: "Total", Context: "Payment summary", Heading: "Payment summary", Row: "Payment summary Subtotal: €184.00 Discount WINTER10 −€18.40 Shipping (DHL Paket, 2–3 days) €6.90 Total: €172.50 Includin"},
		{ID: "t0_39", Role: "text", Text: "€172.50", Context: "Total", Heading: "Payment summary", Row: "Payment summary Subtotal: €184.00 Discount WINTER10 −€18.40 Shipping (DHL Paket, 2–3 days) €6.90 Total: €172.50 Includin"},
		{ID: "t0_40", Role: "paragraph", Text: "Including €27.54 in taxes (VAT 19 %)", Context: "Payment summary", Heading: "Payment summary", Row: "Payment summary Subtotal: €184.00 Discount WINTER10 −€18.40 Shipping (DHL Paket, 2–3 days) €6.90 Total: €172.50 Includin"},
		{ID: "t0_41", Role: "term", Text: "Paid by customer", Context: "Payment summary", Heading: "Payment summary", Row: "Payment summary Subtotal: €184.00 Discount WINTER10 −€18.40 Shipping (DHL Paket, 2–3 days) €6.90 Total: €172.50 Includin"},
		{ID: "t0_42", Role: "text", Text: "€172.50", Context: "Paid by customer", Heading: "Payment summary", Row: "Payment summary Subtotal: €184.00 Discount WINTER10 −€18.40 Shipping (DHL Paket, 2–3 days) €6.90 Total: €172.50 Includin"},
		{ID: "t0_43", Role: "heading", Text: "Timeline", Row: "Timeline 2 items fulfilled by Jonas Weber · Nov 29, 11:02 Payment of €172.50 captured · Nov 28, 09:14 Order placed by Le"},
		{ID: "t0_44", Role: "listitem", Text: "2 items fulfilled by Jonas Weber · Nov 29, 11:02", Context: "Timeline", Heading: "Timeline", Row: "2 items fulfilled by Jonas Weber · Nov 29, 11:02"},
		{ID: "t0_45", Role: "listitem", Text: "Payment of €172.50 captured · Nov 28, 09:14", Context: "Timeline", Heading: "Timeline", Row: "Payment of €172.50 captured · Nov 28, 09:14"},
		{ID: "t0_46", Role: "listitem", Text: "Order placed by Lena Brandt · Nov 28, 09:14", Context: "Timeline", Heading: "Timeline", Row: "Order placed by Lena Brandt · Nov 28, 09:14"},
		{ID: "t0_47", Role: "paragraph", Text: "Customer", Row: "Customer Lena Brandt lena.brandt@example.com 6 orders · customer since 2023"},
		{ID: "t0_48", Role: "paragraph", Text: "Lena Brandt", Row: "Customer Lena Brandt lena.brandt@example.com 6 orders · customer since 2023"},
		{ID: "t0_49", Role: "paragraph", Text: "lena.brandt@example.com", Row: "Customer Lena Brandt lena.brandt@example.com 6 orders · customer since 2023"},
		{ID: "t0_50", Role: "paragraph", Text: "6 orders · customer since 2023", Row: "Customer Lena Brandt lena.brandt@example.com 6 orders · customer since 2023"},
		{ID: "t0_51", Role: "paragraph", Text: "Shipping address", Row: "Shipping address Lena Brandt Wiesentalstraße 14 79115 Freiburg im Breisgau Germany Phone +49 761 480 2213"},
		{ID: "t0_52", Role: "text", Text: "Lena Brandt Wiesentalstraße 14 79115 Freiburg im Breisgau Germany", Row: "Shipping address Lena Brandt Wiesentalstraße 14 79115 Freiburg im Breisgau Germany Phone +49 761 480 2213"},
		{ID: "t0_53", Role: "paragraph", Text: "Phone +49 761 480 2213", Row: "Shipping address Lena Brandt Wiesentalstraße 14 79115 Freiburg im Breisgau Germany Phone +49 761 480 2213"},
		{ID: "t0_54", Role: "paragraph", Text: "Payment", Row: "Payment Method: Visa ending in 4242 Billing address: Same as shipping address"},
		{ID: "t0_55", Role: "term", Text: "Method", Row: "Method: Visa ending in 4242"},
		{ID: "t0_56", Role: "paragraph", Text: "Visa ending in 4242", Context: "Method", Row: "Method: Visa ending in 4242"},
		{ID: "t0_57", Role: "term", Text: "Billing address", Row: "Billing address: Same as shipping address"},
		{ID: "t0_58", Role: "paragraph", Text: "Same as shipping address", Context: "Billing address", Row: "Billing address: Same as shipping address"},
		{ID: "t0_59", Role: "paragraph", Text: "Delivery"},
		{ID: "t0_60", Role: "term", Text: "Carrier", Row: "Carrier: DHL Paket"},
		{ID: "t0_61", Role: "paragraph", Text: "DHL Paket", Context: "Carrier", Row: "Carrier: DHL Paket"},
		{ID: "t0_62", Role: "term", Text: "Tracking number", Row: "Tracking number: 00340434161094042557"},
		{ID: "t0_63", Role: "paragraph", Text: "00340434161094042557", Context: "Tracking number", Row: "Tracking number: 00340434161094042557"},
		{ID: "t0_64", Role: "term", Text: "Note from the customer", Row: "Note from the customer: Please leave the parcel with the neighbours at number 12."},
		{ID: "t0_65", Role: "paragraph", Text: "Please leave the parcel with the neighbours at number 12.", Context: "Note from the customer", Row: "Note from the customer: Please leave the parcel with the neighbours at number 12."},
	}
}

// bindsOn decides description over srcs and fails unless it binds want
// at the corpus threshold.
func bindsOn(t *testing.T, srcs []semantic.Source, description, want string) {
	t.Helper()
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: srcs, Description: description})
	if d.Choice != want || d.Confidence() < corpusThreshold {
		t.Errorf("%q chose %s at %.2f, want %s bound: %v", description, d.Choice, d.Confidence(), want, d.Probabilities)
	}
}

// scoreOf is source id's score for description over srcs.
func scoreOf(srcs []semantic.Source, description, id string) float64 {
	ids := make([]string, len(srcs))
	at := -1
	for i, s := range srcs {
		ids[i] = s.ID
		if s.ID == id {
			at = i
		}
	}
	return scoreSources(newSourceQuery(description), ids, stateOf(srcs))[at]
}

// TestTitleNamesThePageSubject: on a page titled "Order #10482", "of the
// order" names the page's subject: it is not counted and names no item
// card, so "the total of the order" binds the payment summary's total.
// A capitalised word (a name: "the Starter plan") and a description
// whose head says nothing of its own ("the status of …", "the
// description of …") keep the word.
func TestTitleNamesThePageSubject(t *testing.T) {
	srcs := orderPage()
	ids := make([]string, len(srcs))
	for i, s := range srcs {
		ids[i] = s.ID
	}
	st := stateOf(srcs)
	for desc, want := range map[string]bool{
		"the total of the order": true, "the payment status of the order": true,
		"the status of the order": false, "the description of the order": false, "the total of the Order": false,
	} {
		q := newSourceQuery(desc)
		q.subjectOf(ids, st)
		got := false
		for i, u := range q.d.units {
			if u.raw == "order" {
				got = q.isSubject(i)
			}
		}
		if got != want {
			t.Errorf("%q: order is the page's subject %v, want %v", desc, got, want)
		}
	}
	if st.titleHeading(ids) != "t0_4" {
		t.Errorf("the title is %q, want t0_4 (the first heading outside the navigation)", st.titleHeading(ids))
	}
	bindsOn(t, srcs, "the total of the order", "t0_39")
}

// TestStateInWordsOfItsOwnIsNoLabel: a badge whose text is only a
// description word is a label ("Payment", a card's title), but one that
// says a state in words of its own ("Paid") is the payment status.
func TestStateInWordsOfItsOwnIsNoLabel(t *testing.T) {
	srcs := orderPage()
	if paid, title := scoreOf(srcs, "the payment status of the order", "t0_6"), scoreOf(srcs, "the payment status of the order", "t0_54"); paid < 1.5*title {
		t.Errorf("the badge Paid scored %.3f, the card title Payment %.3f: want the badge well ahead", paid, title)
	}
	bindsOn(t, srcs, "the payment status of the order", "t0_6")
}

// TestLabelsKeyedByHeading: a value under "Total" in a payment summary is
// the first value of that label, although an item table under another
// heading has a column "Total" too; a second value under the same
// heading's label is still a later value.
func TestLabelsKeyedByHeading(t *testing.T) {
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "columnheader", Text: "Total", Context: "Items", Heading: "Items"},
		{ID: "t0_2", Role: "cell", Text: "€48.00", Context: "Total", Heading: "Items", Row: "Beanie €48.00"},
		{ID: "t0_3", Role: "term", Text: "Total", Context: "Payment summary", Heading: "Payment summary"},
		{ID: "t0_4", Text: "€172.50", Context: "Total", Heading: "Payment summary"},
		{ID: "t0_5", Text: "€172.50 paid", Context: "Total", Heading: "Payment summary"},
	}
	q := newSourceQuery("the grand total")
	ids := []string{"t0_1", "t0_2", "t0_3", "t0_4", "t0_5"}
	st := stateOf(srcs)
	scores := scoreSources(q, ids, st)
	if raw := scoreSource(q, st.source("t0_4")).score; scores[3] < raw-1e-9 {
		t.Errorf("the summary's total scored %.3f, below its own %.3f: demoted as a later value of the table's column", scores[3], raw)
	}
	if raw := scoreSource(q, st.source("t0_5")).score; scores[4] > laterValue*raw+1e-9 {
		t.Errorf("a second value under the summary's Total scored %.3f, want ×%.1f of %.3f", scores[4], laterValue, raw)
	}
}

// TestIdentifierShape: "the order number" and "the tracking number of
// the order" ask for an identifier (#10482, a long digit string, a code
// of capitals and digits), not a count; "the number of stars" and "the
// phone number" do not.
func TestIdentifierShape(t *testing.T) {
	for tok, want := range map[string]bool{"#10482": true, "FW-BN-201": true, "WINTER10": true, "00340434161094042557": true,
		"EI154": true, "2026": false, "API": false, "USD": false, "1.2k": false, "42": false, "+49": false, "2–3": false} {
		if got := shapeOf(tok) == shID; got != want {
			t.Errorf("%q is an identifier: %v, want %v", tok, got, want)
		}
	}
	for desc, want := range map[string]shape{"the order number": shID, "the tracking number of the order": shID,
		"the discount code": shID, "the phone number": 0, "the number of stars": 0} {
		if got := newSourceQuery(desc).shape; got != want {
			t.Errorf("%q asks for shape %v, want %v", desc, got, want)
		}
	}
	for desc, want := range map[string]valueType{"the tracking number of the order": tyNone, "the number of stars": tyCount,
		"the total number of seats": tyCount, "the maximum number of retries": tyCount} {
		if got := newSourceQuery(desc).desc.want; got != want {
			t.Errorf("%q asks for type %v, want %v", desc, got, want)
		}
	}
	for text, want := range map[string]float64{"EI 154": 1, "7391 0428 5516": 1, "Flight EI 154 to Dublin": 0} {
		if got := shapeQualities(text)[shID]; got != want {
			t.Errorf("%q has the identifier shape at %.2f, want %.2f", text, got, want)
		}
	}
	room := stateOf([]semantic.Source{{ID: "t0_1", Text: "204"}, {ID: "t0_2", Text: "Sea view"}})
	if a, b := newSourceQuery("the room number").shapeQuality(room.source("t0_1")), newSourceQuery("the room number").shapeQuality(room.source("t0_2")); a != plainNumberID || b != 0 {
		t.Errorf("a plain number has the identifier shape at %.2f, a text without one at %.2f; want %.2f and 0", a, b, plainNumberID)
	}
	bindsOn(t, orderPage(), "the order number", "t0_5")
}

// TestShapeWordAnsweredByTheValue: an email address answers "the email of
// the customer" although it never says "email".
func TestShapeWordAnsweredByTheValue(t *testing.T) {
	bindsOn(t, orderPage(), "the email of the customer", "t0_49")
	q := newSourceQuery("the email of the customer")
	st := stateOf(orderPage())
	if got := q.shapeAnswer(q.d.units[0], 0, st.source("t0_49")); got != qShaped {
		t.Errorf("the address answers email at %.2f, want %.2f", got, qShaped)
	}
	if got := q.shapeAnswer(q.d.units[0], 0, st.source("t0_48")); got != 0 {
		t.Errorf("a name answers email at %.2f, want 0", got)
	}
}

// TestLabelSaysTheStrippedTypeWord: "the quantity of …" strips its type
// phrase, but a cell under "Quantity" is labelled by that word, not by
// another key: it is not demoted as a foreign label's value.
func TestLabelSaysTheStrippedTypeWord(t *testing.T) {
	bindsOn(t, orderPage(), "the quantity of the Merino wool beanie", "t0_19")
	st := stateOf(orderPage())
	q := newSourceQuery("the quantity of the Merino wool beanie")
	if !q.labelSaysType(st.source("t0_19")) || q.labelSaysType(st.source("t0_18")) {
		t.Errorf("the Quantity cell's label says the type word: %v; the Price cell's: %v (want true, false)",
			q.labelSaysType(st.source("t0_19")), q.labelSaysType(st.source("t0_18")))
	}
}

// TestSectionRowIsNoItemOfTheTotal: "the total …" demotes the units of an
// item row, not those of a section-wide row (a summary box).
func TestSectionRowIsNoItemOfTheTotal(t *testing.T) {
	srcs := orderPage()
	ids := []string{"t0_20", "t0_39"}
	scores := []float64{1, 1}
	newSourceQuery("the order total").demoteItemsOfTotal(ids, stateOf(srcs), scores)
	if scores[0] != itemOfTotal || scores[1] != 1 {
		t.Errorf("the item row's total weighs %.2f, the summary's %.2f; want %.2f and 1", scores[0], scores[1], itemOfTotal)
	}
}

// TestPageWordBeatsSynonym: the lexicon reads "price" and "total" as one
// concept; where the page says "Price" itself, the cell under "Total"
// matches only through the synonym and weighs less.
func TestPageWordBeatsSynonym(t *testing.T) {
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "columnheader", Text: "Product", Context: "Items", Heading: "Items"},
		{ID: "t0_2", Role: "columnheader", Text: "Price", Context: "Items", Heading: "Items"},
		{ID: "t0_3", Role: "columnheader", Text: "Total", Context: "Items", Heading: "Items"},
		{ID: "t0_4", Role: "cell", Text: "Beanie", Context: "Product", Heading: "Items", Row: "Beanie €24.00 €48.00"},
		{ID: "t0_5", Role: "cell", Text: "€24.00", Context: "Price", Heading: "Items", Row: "Beanie €24.00 €48.00"},
		{ID: "t0_6", Role: "cell", Text: "€48.00", Context: "Total", Heading: "Items", Row: "Beanie €24.00 €48.00"},
	}
	if lit, syn := scoreOf(srcs, "the price of the beanie", "t0_5"), scoreOf(srcs, "the price of the beanie", "t0_6"); syn >= lit {
		t.Errorf("the Total cell scored %.3f, not below the Price cell's %.3f", syn, lit)
	}
	// A page that never says "price" keeps the synonym's full weight.
	var noPrice []semantic.Source
	for _, s := range srcs {
		if s.ID != "t0_2" && s.ID != "t0_5" {
			noPrice = append(noPrice, s)
		}
	}
	if a, b := scoreOf(noPrice, "the price of the beanie", "t0_6"), scoreOf(srcs, "the price of the beanie", "t0_6"); a <= b {
		t.Errorf("the Total cell scored %.3f on a page without Price, not above its %.3f beside a Price column", a, b)
	}
}

// TestTwoPartRowLabelsItsValue: a payment summary line "Shipping (DHL
// Paket, 2–3 days) … €6.90" labels its amount with its first part.
func TestTwoPartRowLabelsItsValue(t *testing.T) {
	bindsOn(t, orderPage(), "the shipping cost", "t0_37")
	// Two amounts in one row are no label and value.
	two := []semantic.Source{
		{ID: "t0_1", Text: "€129.00", Row: "€129.00 €159.00"},
		{ID: "t0_2", Text: "€159.00", Row: "€129.00 €159.00"},
	}
	st := stateOf(two)
	if pairLabel(st.sources["t0_1"], st.source("t0_1"), st.sources["t0_2"], st.source("t0_2")) {
		t.Error("an amount labels another amount")
	}
}

// TestStateUnderItsOwnLabel: a state under a label of its own is that
// key's state: "Express Saver" under "Service" and "Not required" under
// "Signature" are no status of the shipment; the badge "In transit" is.
func TestStateUnderItsOwnLabel(t *testing.T) {
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Track your shipment"},
		{ID: "t0_2", Text: "7391 0428 5516", Context: "Tracking number", Heading: "Track your shipment"},
		{ID: "t0_3", Text: "In transit", Context: "Track your shipment", Heading: "Track your shipment"},
		{ID: "t0_4", Role: "heading", Text: "Shipment details"},
		{ID: "t0_5", Role: "term", Text: "Service", Context: "Shipment details", Heading: "Shipment details", Row: "Service: Express Saver"},
		{ID: "t0_6", Text: "Express Saver", Context: "Service", Heading: "Shipment details", Row: "Service: Express Saver"},
		{ID: "t0_7", Role: "term", Text: "Signature", Context: "Shipment details", Heading: "Shipment details", Row: "Signature: Not required"},
		{ID: "t0_8", Text: "Not required", Context: "Signature", Heading: "Shipment details", Row: "Signature: Not required"},
	}
	bindsOn(t, srcs, "the status of the shipment", "t0_3")
	// A date under a label in other words is still the date asked.
	q := newSourceQuery("the date of the order")
	placed := stateOf([]semantic.Source{{ID: "t0_1", Text: "Nov 28, 2026", Context: "Placed"}}).source("t0_1")
	if !q.labelNamesType(placed) {
		t.Error("a date under Placed is not read as the date of the order")
	}
}

// TestPercentShape: "the share of Go" asks for a percentage; the words of
// the description in "Go 81.2%" label the value, so the text has the
// shape.
func TestPercentShape(t *testing.T) {
	for tok, want := range map[string]bool{"81.2%": true, "%": true, "(15%)": true, "81.2": false, "Go": false} {
		if got := shapeOf(tok) == shPercent; got != want {
			t.Errorf("%q is a percentage: %v, want %v", tok, got, want)
		}
	}
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Languages"},
		{ID: "t0_2", Role: "listitem", Text: "Go 81.2%", Context: "Languages", Heading: "Languages", Row: "Go 81.2%"},
		{ID: "t0_3", Role: "listitem", Text: "TypeScript 15.1%", Context: "Languages", Heading: "Languages", Row: "TypeScript 15.1%"},
		{ID: "t0_4", Role: "listitem", Text: "Shell 3.7%", Context: "Languages", Heading: "Languages", Row: "Shell 3.7%"},
		{ID: "t0_5", Text: "ci: test on Go 1.26", Context: "Files"},
	}
	bindsOn(t, srcs, "the share of Go among the languages", "t0_2")
}

// TestLegendLabelsTheCheckedChoice: a fieldset's legend names the
// setting its radio buttons choose among; the checked one is its value.
// An unchecked button, or one under another legend, is not.
func TestLegendLabelsTheCheckedChoice(t *testing.T) {
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Notifications"},
		{ID: "t0_2", Role: "legend", Text: "Email", Context: "Notifications", Heading: "Notifications"},
		{ID: "t0_3", Role: "label", Text: "Activity digest", Context: "Notifications", Heading: "Notifications"},
		{ID: "t0_4", Role: "switch", Text: "on", Context: "Activity digest", Heading: "Notifications"},
		{ID: "t0_5", Role: "legend", Text: "Digest frequency", Context: "Notifications", Heading: "Notifications"},
		{ID: "t0_6", Role: "label", Text: "Daily", Context: "Notifications", Heading: "Notifications"},
		{ID: "t0_7", Role: "radio", Text: "checked", Context: "Daily", Heading: "Notifications"},
		{ID: "t0_8", Role: "label", Text: "Weekly", Context: "Notifications", Heading: "Notifications"},
		{ID: "t0_9", Role: "radio", Text: "unchecked", Context: "Weekly", Heading: "Notifications"},
		{ID: "t0_10", Role: "legend", Text: "Report format", Context: "Notifications", Heading: "Notifications"},
		{ID: "t0_11", Role: "radio", Text: "checked", Context: "PDF", Heading: "Notifications"},
	}
	bindsOn(t, srcs, "the digest frequency", "t0_7")
	if a, b := scoreOf(srcs, "the digest frequency", "t0_9"), scoreOf(srcs, "the digest frequency", "t0_11"); a > 0.3 || b > 0.3 {
		t.Errorf("the unchecked button scored %.3f, the other group's checked one %.3f: want both low", a, b)
	}
}
