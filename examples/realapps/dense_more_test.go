package realapps_test

// More dense dev pages, each a kind of page the suite had none of: a
// code-hosting repository page (Primer CSS), a parcel tracking page with a
// timeline and a grid of label/value details (Bootstrap), and a smart-home
// dashboard of device cards with status badges, readings and switches
// (Bootstrap). Their checks were written before any tuning on them; the
// ones marked held (the last field) are reported as "<page>/held" and never
// tuned on.

// repoChecks read a repository page the way its maintainers would check
// what the page tells a visitor.
var repoChecks = []denseCheck{
	{"the name of the repository", "tidewatch", true, "#repo-name", false},
	{"the name of the repository", "tidepool", false, "#repo-name", false},
	{"the description of the repository", "tide predictions and harbour water levels as a Go library and command-line tool", true, "#repo-description", false},
	{"the description of the repository", "a weather forecast service written in Rust", false, "#repo-description", true},
	{"the licence of the repository", "MIT", true, "#repo-license", false},
	{"the licence of the repository", "Apache 2.0", false, "#repo-license", false},
	{"the number of stars of the repository", "1.2k", true, "#repo-stars || #btn-star", false},
	{"the number of stars of the repository", "980", false, "#repo-stars || #btn-star", false},
	{"the number of forks", "48", true, "#repo-forks || #btn-fork", true},
	{"the number of open issues", "23", true, "#tab-issues", false},
	{"the number of open issues", "5", false, "#tab-issues", false},
	{"the latest release", "v2.4.0", true, "#latest-release", false},
	{"the latest release", "v2.3.1", false, "#latest-release", false},
	{"the date of the latest release", "November 18, 2026", true, "#latest-release-date", true},
	{"the share of Go among the languages", "81.2%", true, "#lang-go", false},
	{"the share of Go among the languages", "15.1%", false, "#lang-go", false},
	{"the share of TypeScript among the languages", "about 15 %", true, "#lang-ts", true},
	{"the last commit message of the docs folder", "docs: explain chart datum offsets", true, `[data-file="docs"]`, true},
	{"when go.mod was last changed", "3 weeks ago", true, `[data-file="go.mod"]`, false},
	{"the number of commits", "214", true, "#commit-count", true},
	{"the number of branches", "3", true, "#branches", false},
	{"the visibility of the repository", "public", true, "#repo-visibility", false},
	{"the visibility of the repository", "private", false, "#repo-visibility", false},
	{"the author of the latest commit", "mira-okafor", true, "#latest-commit", true},
}

// shipmentChecks read a parcel's tracking page: its status, the details
// grid, the route and the dated events of its timeline.
var shipmentChecks = []denseCheck{
	{"the status of the shipment", "in transit", true, "#status", false},
	{"the status of the shipment", "delivered", false, "#status", false},
	{"the estimated delivery date", "December 3", true, "#eta", false},
	{"the estimated delivery date", "December 5", false, "#eta", false},
	{"the tracking number", "7391 0428 5516", true, "#tracking-number", true},
	{"the service of the shipment", "Express Saver", true, "#d-service", false},
	{"the weight of the parcel", "2.4 kg", true, "#d-weight", false},
	{"the weight of the parcel", "4.2 kg", false, "#d-weight", false},
	{"the number of pieces", "1", true, "#d-pieces", true},
	{"the dimensions of the parcel", "40 × 30 × 15 cm", true, "#d-dims", true},
	{"the ship date", "November 30, 2026", true, "#d-ship-date", false},
	{"the signature requirement of the shipment", "not required", true, "#d-signature", true},
	{"the destination of the shipment", "Graz, AT", true, "#r-to", false},
	{"the destination of the shipment", "Leipzig, DE", false, "#r-to", false},
	{"the origin of the shipment", "Leipzig", true, "#r-from", true},
	{"when the parcel was picked up", "Nov 30, 2026 17:30", true, "#ev-pickup", false},
	{"the latest event of the shipment", "departed from the facility in Nuremberg", true, "#ev-depart-nbg", false},
	{"when the parcel departed Leipzig", "Dec 1, 16:02", true, "#ev-depart-lej", true},
	{"when the parcel arrived at the Nuremberg facility", "Dec 1, 2026 22:15", true, "#ev-arrive-nbg", false},
	{"when the parcel arrived at the Nuremberg facility", "Dec 2, 2026 05:48", false, "#ev-arrive-nbg", false},
}

// homeChecks read a smart-home dashboard: each device's status badge and
// readings by its card, the light switches, the activity log.
var homeChecks = []denseCheck{
	{"the status of the dishwasher", "running", true, "#dish-status", false},
	{"the status of the dishwasher", "finished", false, "#dish-status", false},
	{"the time left on the dishwasher", "1 h 12 min", true, "#dish-left", true},
	{"the program of the dishwasher", "Eco 50°", true, "#dish-program", false},
	{"the status of the washing machine", "finished", true, "#washer-status", true},
	{"the temperature in the living room", "21.5 °C", true, "#thermo-current", false},
	{"the temperature in the living room", "22 °C", false, "#thermo-current", false},
	{"the target temperature of the thermostat", "22 °C", true, "#thermo-target", false},
	{"the humidity in the living room", "48 %", true, "#thermo-humidity", true},
	{"the status of the front door lock", "locked", true, "#lock-status", false},
	{"the status of the front door lock", "unlocked", false, "#lock-status", false},
	{"the battery level of the front door lock", "82 %", true, "#lock-battery", true},
	{"the energy used today", "7.4 kWh", true, "#energy-today", false},
	{"the energy used this month", "212 kWh", true, "#energy-month", true},
	{"the hallway light", "on", true, "#light-hallway", false},
	{"the porch light", "off", true, "#light-porch", false},
	{"the porch light", "on", false, "#light-porch", false},
	{"when the washing machine finished", "13:05", true, "#washer-end || #activity li >> nth=2", false},
	{"who last locked the front door", "Sam", true, "#lock-last", true},
	{"the most recent activity", "the dishwasher started", true, "#activity li >> nth=0", false},
}

// morePages are the pages above: the file under testdata, an element
// present once it rendered, and its checks.
var morePages = []struct {
	app, page, ready, check string
	checks                  []denseCheck
}{
	{"repo", "repo.html", "#repo-name", "repository", repoChecks},
	{"shipment", "shipment.html", "#status", "tracking", shipmentChecks},
	{"home", "home.html", "#card-energy", "dashboard", homeChecks},
}
