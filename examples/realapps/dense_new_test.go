package realapps_test

// Two more dense dev pages, each a kind the suite had none of: a web shop's
// admin view of one order (Bulma: tags, a line-item table, a payment summary
// of label and amount at either end of a row, side cards of label over
// value) and an account settings page (Pico CSS: labelled fields and selects
// holding their values, switches, radio buttons, a plan article, a
// description list, an API key table). Their checks were written before the
// engine was run on them; the ones marked held (the last field) are
// reported as "<page>/held" and never tuned on. Two held checks name a
// second right element, added after a first run showed that the page
// states the value there too: the timeline's "Order placed … · Nov 28,
// 09:14" says when the order was placed, and the summary line "Discount
// WINTER10" holds the code's tag.

// orderChecks read an order the way the shop's staff would check it.
var orderChecks = []denseCheck{
	{"the order number", "#10482", true, "#order-number", false},
	{"the payment status of the order", "paid", true, "#payment-status", false},
	{"the payment status of the order", "refunded", false, "#payment-status", false},
	{"the fulfillment status of the order", "partially fulfilled", true, "#fulfillment-status", true},
	{"the total of the order", "€172.50", true, "#sum-total", false},
	{"the total of the order", "€184.00", false, "#sum-total", false},
	{"the subtotal of the order", "€184.00", true, "#sum-subtotal", true},
	{"the shipping cost", "€6.90", true, "#sum-shipping", false},
	{"the discount code", "WINTER10", true, "#discount-code || #sum-discount .level-left", true},
	{"the quantity of the Merino wool beanie", "2", true, "#beanie-qty", false},
	{"the quantity of the packable rain jacket", "3", false, "#jacket-qty", false},
	{"the price of the trail running socks", "€14.50", true, "#socks-price", true},
	{"the email of the customer", "lena.brandt@example.com", true, "#customer-email", false},
	{"the payment method", "Visa ending in 4242", true, "#payment-method", false},
	{"the payment method", "Mastercard", false, "#payment-method", false},
	{"when the order was placed", "November 28, 2026", true, "#placed || #tl-placed", true},
	{"the taxes included in the total", "€27.54", true, "#sum-tax", false},
	{"the tracking number of the order", "00340434161094042557", true, "#tracking", true},
}

// settingsChecks read an account settings page: field values by their
// labels, switches and radio buttons, the plan, security details and API
// keys by their row.
var settingsChecks = []denseCheck{
	{"the display name", "Priya Raman", true, "#display-name", false},
	{"the display name", "Priya Rao", false, "#display-name", false},
	{"the email address of the profile", "priya@northwind.example", true, "#email", true},
	{"the time zone", "Europe/Berlin", true, "#timezone", false},
	{"the language", "English (UK)", true, "#language", true},
	{"the activity digest setting", "on", true, "label:has(#sw-digest)", false},
	{"the weekly cash-flow report", "off", true, "label:has(#sw-weekly)", false},
	{"the weekly cash-flow report", "on", false, "label:has(#sw-weekly)", false},
	{"the overdue invoice alerts", "on", true, "label:has(#sw-overdue)", true},
	{"the digest frequency", "daily", true, "#frequency", false},
	{"the current plan", "Team", true, "#plan header", false},
	{"the current plan", "Business", false, "#plan header", false},
	{"the monthly price of the plan", "€48", true, "#plan-price", true},
	{"the number of seats used", "7", true, "#seats || #plan progress", false},
	{"the date of the next invoice", "December 15, 2026", true, "#next-invoice", true},
	{"the status of two-factor authentication", "enabled", true, "#two-factor", false},
	{"the status of two-factor authentication", "disabled", false, "#two-factor", true},
	{"when the CI deploy key was last used", "2 hours ago", true, "#key-ci-used", false},
	{"the scope of the Reporting export key", "read only", true, "#key-export-scope", true},
}

// newPages are the pages above, run like morePages.
var newPages = []struct {
	app, page, ready, check string
	checks                  []denseCheck
}{
	{"order", "order.html", "#sum-total", "order", orderChecks},
	{"settings", "settings.html", "#api-keys", "settings", settingsChecks},
}
