package realapps_test

// Three more dense pages, domains and UI kits the suite had none of, static
// pages with fictional data: a continuous-integration pipeline run on
// UIkit (a status label, a description list of the run, cards of job and
// test counts, a table of jobs per stage with a status label, a duration, a
// runner and per-job Retry / Play buttons, failed tests, artifacts, a log
// excerpt), a bank account statement on Fomantic-UI (statistics of a value
// over its label and of a label over its value, a table of transactions
// with category labels, a running balance and per-row Dispute buttons,
// pending payments, cards of scheduled payments with Edit / Cancel) and a
// patient portal's lab results on Ionic's web components, most of which
// render into open shadow roots (lists of items with a label, a note and a
// badge, cards of appointments with Reschedule / Cancel, toggles). Their
// checks were written and committed before the engine was first run on
// them; a third are held (the last field), reported as "<page>/held" and
// never tuned on. A check whose right element is "" asks for a value the
// page does not show: its right answer is no source (a bound source is
// wrong, a pass a false pass). The first run is recorded in the README as
// the suite's out-of-sample estimate for pages of new kinds.

// pipelineChecks read a pipeline run the way the developer whose push
// broke it would.
var pipelineChecks = []denseCheck{
	{"the status of the pipeline", "failed", true, "#status", false},
	{"the status of the pipeline", "passed", false, "#status", false},
	{"the branch of the pipeline", "main", true, "#branch", false},
	{"the commit message", "Fix cart rounding for JPY", true, "#commit-msg", true},
	{"who triggered the pipeline", "Dana Whitfield", true, "#trigger", false},
	{"the duration of the pipeline", "18 min 42 s", true, "#duration", false},
	{"the duration of the pipeline", "12 minutes", false, "#duration", true},
	{"when the pipeline started", "December 1, 2026 at 14:02", true, "#started", false},
	{"the status of the integration-tests job", "failed", true, "#st-integration", false},
	{"the status of the e2e-firefox job", "canceled", true, "#st-firefox", true},
	{"the status of the deploy-production job", "manual", true, "#st-production", false},
	{"the duration of the docker-image job", "4 min 31 s", true, "#dur-docker", false},
	{"the runner of the unit-tests job", "linux-amd64-8", true, "#run-unit", true},
	{"the number of failed tests", "3", true, "#tests-failed", false},
	{"the number of passed tests", "1,482", true, "#tests-passed", false},
	{"the number of passed tests", "1,500", false, "#tests-passed", true},
	{"the test coverage", "84.1 %", true, "#coverage", false},
	{"the change in coverage", "a drop of 0.6 %", true, "#coverage-delta", true},
	{"the number of jobs in the Test stage", "5", true, "#count-test", false},
	{"the size of the coverage report artifact", "4.2 MB", true, "#art-coverage-size", false},
	{"when the storefront image artifact expires", "in 2 days", true, "#art-image-expires", true},
	{"the exit code of the integration-tests job", "1", true, "#exit", false},
	{"the URL of the staging deployment", "https://staging.storefront.example", true, "", false},
	{"the approver of the production deployment", "Dana Whitfield", true, "", true},
}

// pipelineLocates find per-job and per-artifact controls; the last two
// name controls the page lacks (a passed job has no Retry button).
var pipelineLocates = []denseLocate{
	{"the Retry button of the integration-tests job", "#retry-integration", false},
	{"the button that retries the failed jobs", "#retry-failed", false},
	{"the log of the e2e-chrome job", "#log-e2e-chrome", true},
	{"the Play button of the deploy-production job", "#play-production", false},
	{"the Download button of the junit.xml artifact", "#dl-junit", true},
	{"the Pipelines link in the navigation", "#nav-pipelines", false},
	{"the Retry button of the e2e-firefox job", "#retry-firefox", false},
	{"the button that cancels the pipeline", "", false},
	{"the Retry button of the compile job", "", true},
}

// statementChecks read a month's account statement the way its holder
// would check it.
var statementChecks = []denseCheck{
	{"the current balance", "€5,418.36", true, "#stat-current", false},
	{"the current balance", "€5,193.36", false, "#stat-current", false},
	{"the available balance", "€5,193.36", true, "#stat-available", true},
	{"the account holder", "Noor Haddad", true, "#holder", false},
	{"the IBAN of the account", "DE89 3704 0044 0532 0130 00", true, "#iban", false},
	{"the statement period", "November 1 to 30, 2026", true, "#period-range || #period", false},
	{"the money in this month", "€4,870.00", true, "#money-in", false},
	{"the money out this month", "€1,645.25", true, "#money-out", true},
	{"the opening balance", "€2,193.61", true, "#opening", false},
	{"the amount of the Netflix transaction", "€13.99 debited", true, "#amt-netflix", false},
	{"the category of the Deutsche Bahn transaction", "Travel", true, "#cat-db", true},
	{"the date of the rent payment", "November 15", true, "#date-rent", false},
	{"the balance after the salary payment", "€5,568.88", true, "#bal-salary", true},
	{"the amount of the salary", "€4,200.00", true, "#amt-salary", false},
	{"the amount of the salary", "€4,870.00", false, "#amt-salary", false},
	{"the number of pending transactions", "2", true, "#pending-count", false},
	{"the total pending", "€225.00", true, "#stat-pending", true},
	{"the date of the next rent payment", "December 15", true, "#next-rent", false},
	{"the amount of the car insurance payment", "€74.20", true, "#amt-insurance", false},
	{"the status of the Amazon Marketplace transaction", "disputed", true, "#disputed-amazon", true},
	{"how many transactions the statement has", "31", true, "#showing", false},
	{"the overdraft limit of the account", "€500", true, "", false},
	{"the interest rate of the account", "0.5 %", true, "", true},
}

// statementLocates find per-row and per-card controls (destructive ones
// among them); the last two name controls the rows lack.
var statementLocates = []denseLocate{
	{"the Dispute button of the Rewe Markt transaction", "#dispute-rewe", false},
	{"the button that downloads the statement as PDF", "#pdf", false},
	{"the statement period selector", "#period", true},
	{"the Next page button", "#next", false},
	{"the Statements link in the menu", "#menu-statements", true},
	{"the button that cancels the car insurance payment", "#cancel-insurance", false},
	{"the Edit button of the Rent December payment", "#edit-rent", true},
	{"the Dispute button of the salary transaction", "", false},
	{"the button that cancels the Netflix subscription", "", true},
}

// labsChecks read a patient's lab results, appointments and medications
// the way the patient would.
var labsChecks = []denseCheck{
	{"the hemoglobin result", "13.8 g/dL", true, "#val-hgb", false},
	{"the hemoglobin result", "15.8 g/dL", false, "#val-hgb", false},
	{"the status of the white blood cell count", "high", true, "#st-wbc", false},
	{"the status of the white blood cell count", "normal", false, "#st-wbc", true},
	{"the reference range of platelets", "150 to 400", true, "#ref-plt", false},
	{"the LDL cholesterol result", "138 mg/dL", true, "#val-ldl", true},
	{"the status of the total cholesterol", "high", true, "#st-chol", false},
	{"when the blood count was collected", "November 27, 2026 at 08:15", true, "#cbc-collected", false},
	{"the status of the TSH test", "pending", true, "#st-tsh", false},
	{"when the TSH result is expected", "December 3", true, "#tsh-expected", true},
	{"the patient's date of birth", "14 March 1984", true, "#dob", false},
	{"the medical record number", "00482913", true, "#mrn", true},
	{"the primary care doctor", "Dr. Helen Park", true, "#pcp || #patient ion-card-content p:nth-of-type(2)", false},
	{"the date of the follow-up blood test", "January 9, 2027", true, "#followup-when", false},
	{"the time of the follow-up blood test", "07:45", true, "#followup-when", true},
	{"the location of the follow-up blood test", "Riverside Lab, Room 2", true, "#followup-where", false},
	{"the number of unread messages", "2", true, "#unread", false},
	{"the tablets left of atorvastatin", "12", true, "#left-atorva", true},
	{"the dose of atorvastatin", "10 mg", true, "#dose-atorva", false},
	{"email notifications for new results", "on", true, "#tg-email", false},
	{"sharing results with the care team", "off", true, "#tg-share", true},
	{"the blood pressure", "120/80", true, "", false},
	{"the HbA1c result", "5.4 %", true, "", true},
}

// labsLocates find per-card and per-item controls inside shadow roots
// (destructive ones among them); the last two name controls the page lacks.
var labsLocates = []denseLocate{
	{"the Cancel button of the annual check-up", "#cancel-annual", false},
	{"the button that reschedules the follow-up blood test", "#resched-followup", false},
	{"the Refill button of Atorvastatin", "#refill-atorva", false},
	{"the toggle for email notifications", "#tg-email", true},
	{"the search field for tests", "#search", false},
	{"the Message my doctor button", "#msg-doctor", true},
	{"the History tab", `ion-segment-button[value="history"]`, false},
	{"the Refill button of Vitamin D3", "", false},
	{"the button that cancels the lipid panel", "", true},
}

// kitPages are the pages above, run like outPages. The portal waits for
// Ionic's components to have hydrated.
var kitPages = []struct {
	app, page, ready, check string
	checks                  []denseCheck
	locates                 []denseLocate
}{
	{"pipeline", "pipeline.html", "#artifacts", "pipeline", pipelineChecks, pipelineLocates},
	{"statement", "statement.html", "#transactions", "statement", statementChecks, statementLocates},
	{"labs", "labs.html", "#tg-share.hydrated", "labs", labsChecks, labsLocates},
}
