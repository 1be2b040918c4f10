package realapps_test

// Two more dense dev pages, kinds the suite had none of, on component
// libraries it did not use: a SaaS pricing page comparing four plans
// (Spectre.css: plan cards with a price and a feature list, a "most
// popular" label, a yearly-billing switch, a comparison table whose
// check-mark cells only say "Included" to assistive technology, an
// accordion) and a workspace's member administration page (Shoelace web
// components, rendered into open shadow roots: tags, badges, switches,
// unlabelled row checkboxes, per-row Edit / Remove / Revoke buttons, a
// pager, a card, an audit log). Their description and locate checks were
// written and committed before the engine was run on them; a third of each
// page's checks are held (the last field), reported as "<page>/held" and
// never tuned on. A locate check whose right element is "" names an
// element the page does not have: the right answer is a refusal.

// pricingChecks read a pricing page the way the product's marketing team
// would check what it promises.
var pricingChecks = []denseCheck{
	{"the monthly price of the Starter plan", "€12 per user", true, "#price-starter", false},
	{"the monthly price of the Starter plan", "€29 per user", false, "#price-starter", false},
	{"the price of the Growth plan", "€29 per user per month", true, "#price-growth", true},
	{"the price of the Free plan", "€0", true, "#price-free", false},
	{"the price of the Enterprise plan", "custom pricing", true, "#price-enterprise", true},
	{"the most popular plan", "Growth", true, "#plan-growth .card-header", false},
	{"the number of invoices per month on the Free plan", "5", true, "#cmp-invoices-free || #free-invoices", false},
	{"the number of invoices per month on the Free plan", "100", false, "#cmp-invoices-free || #free-invoices", false},
	{"the number of users on the Starter plan", "up to 5", true, "#cmp-members-starter || #starter-users", false},
	{"the storage of the Growth plan", "100 GB", true, "#cmp-storage-growth", true},
	{"the storage of the Free plan", "10 GB", false, "#cmp-storage-free", true},
	{"API access on the Starter plan", "not included", true, "#cmp-api-starter", false},
	{"API access on the Growth plan", "included", true, "#cmp-api-growth", true},
	{"the support of the Enterprise plan", "a dedicated account manager", true, "#cmp-support-enterprise", false},
	{"the support of the Enterprise plan", "email only", false, "#cmp-support-enterprise", false},
	{"the discount for yearly billing", "20 %", true, "#yearly-note", false},
	{"the length of the free trial", "14 days", true, "#trial", true},
	{"the yearly billing switch", "off", true, "label:has(#bill-yearly)", false},
}

// pricingLocates find the page's controls by what they do.
var pricingLocates = []denseLocate{
	{"the button that chooses the Growth plan", "#choose-growth", false},
	{"the Start free button", "#choose-free", false},
	{"the button to contact sales", "#contact-sales", true},
	{"the switch for yearly billing", "#bill-yearly", false},
	{"the button that chooses the Starter plan", "#choose-starter", true},
	{"the button that chooses the Premium plan", "", false},
}

// membersChecks read a member administration table by its rows, its pager,
// the seats card and the audit log.
var membersChecks = []denseCheck{
	{"the role of Ana Silva", "Admin", true, "#role-ana", false},
	{"the role of Ana Silva", "Owner", false, "#role-ana", false},
	{"the role of Tom Becker", "Billing", true, "#role-tom", true},
	{"the status of Marek Nowak", "invited", true, "#status-marek", false},
	{"the status of Marek Nowak", "active", false, "#status-marek", true},
	{"the status of Tom Becker", "suspended", true, "#status-tom", false},
	{"when Ana Silva was last active", "2 hours ago", true, "#last-ana", false},
	{"the email address of Chen Wei", "chen.wei@northwind.example", true, "#email-chen", true},
	{"two-factor authentication for Lucía Gómez", "off", true, "#tfa-lucia", false},
	{"two-factor authentication for Lucía Gómez", "on", false, "#tfa-lucia", false},
	{"the number of members", "14", true, "#range || #seats", false},
	{"the number of seats used", "14 of 20", true, "#seats", true},
	{"the current page of the member list", "page 1 of 3", true, "#page-of", false},
	{"the plan of the workspace", "Business", true, "#plan", false},
	{"how many invitations expire soon", "2", true, "#invite-alert", true},
	{"the most recent entry of the audit log", "Ana Silva changed Tom Becker's role to Billing", true, "#audit-1", false},
	{"the role of Priya Raman", "Owner", true, "#role-priya", true},
	{"the heading of the page", "Members", true, "h1", false},
}

// membersLocates find per-row controls (destructive ones among them) and
// the toolbar's controls; the last names a member who is not listed.
var membersLocates = []denseLocate{
	{"the Remove button of Chen Wei's row", "#remove-chen", false},
	{"the button that removes Tom Becker", "#remove-tom", true},
	{"the Edit button of Ana Silva's row", "#edit-ana", false},
	{"the button that revokes Marek Nowak's invitation", "#revoke-marek", false},
	{"the button that resends the invitation to Marek Nowak", "#resend-marek", true},
	{"the checkbox that selects Lucía Gómez", "#select-lucia", false},
	{"the Invite member button", "#invite", false},
	{"the search field for members", "#search", true},
	{"the Next page button", "#next", false},
	{"the role filter", "#role-filter", true},
	{"the Remove button of Zoe Park's row", "", false},
	{"the button that removes Lucía Gómez", "#remove-lucia", false},
}

// kindPages are the pages above, run like newPages plus their locates.
var kindPages = []struct {
	app, page, ready, check string
	checks                  []denseCheck
	locates                 []denseLocate
}{
	{"pricing", "pricing.html", "#compare", "pricing", pricingChecks, pricingLocates},
	{"members", "members.html", "#remove-tom[variant]:defined", "members", membersChecks, membersLocates},
}
