package realapps_test

// Three more dense pages, styles the suite had none of, each on public
// material it did not use: a web-analytics dashboard (Tabler: KPI cards of
// a subheader over a figure and a delta, tables of sources and pages, a
// goals list of "640 of 1,000", a realtime card, a dismissible alert), a
// sprint board (daisyUI on Tailwind CSS's in-browser build: columns with a
// count badge and a WIP limit, issue cards with a key, labels, an
// assignee, a due date, points and comments, per-card Move / Approve /
// Archive buttons, a stats strip) and a meeting-room booking page
// (FullCalendar's week time grid, a panel of the selected booking's
// details as a description list, a rooms table, a booking form). Their
// checks were written and committed before the engine was first run on
// them, and a third of them are held (the last field), reported as
// "<page>/held" and never tuned on. The first run is recorded in the
// README as the suite's out-of-sample estimate for pages of new kinds.

// analyticsChecks read an analytics dashboard the way the shop's
// marketing lead would check the month's figures.
var analyticsChecks = []denseCheck{
	{"the number of visitors in the last 30 days", "48,210", true, "#kpi-visitors-value", false},
	{"the number of visitors in the last 30 days", "52,000", false, "#kpi-visitors-value", false},
	{"the change in visitors compared with the previous period", "an increase of 12 %", true, "#kpi-visitors-delta", true},
	{"the bounce rate", "38.4 %", true, "#kpi-bounce-value", false},
	{"the bounce rate", "over 50 %", false, "#kpi-bounce-value", true},
	{"the average session duration", "3 minutes 12 seconds", true, "#kpi-session-value", false},
	{"the conversion rate", "2.7 %", true, "#kpi-conversion-value", true},
	{"the number of orders", "1,302", true, "#kpi-conversion .small", false},
	{"the number of visitors from organic search", "21,480", true, "#src-organic-visitors", false},
	{"the share of visitors from social media", "9 %", true, "#src-social-share", true},
	{"the views of the /pricing page", "6,930", true, "#page-pricing-views", false},
	{"the exit rate of the /blog/launch page", "71 %", true, "#page-launch-exit", true},
	{"the exit rate of the /blog/launch page", "18 %", false, "#page-launch-exit", false},
	{"the number of active visitors right now", "127", true, "#realtime", false},
	{"the progress of the newsletter signups goal", "640 of 1,000", true, "#goal-newsletter-value", true},
	{"the selected date range", "last 30 days", true, "#range", false},
	{"the country with the most visitors", "Germany", true, "#country-1", false},
}

// analyticsLocates find the dashboard's controls; the last names one it
// does not have.
var analyticsLocates = []denseLocate{
	{"the button that exports the report as CSV", "#export", false},
	{"the date range selector", "#range", true},
	{"the link to all top pages", "#pages-all", false},
	{"the button that closes the tracking alert", "#alert-close", true},
	{"the Orders link in the navigation", `a.nav-link:has-text("Orders")`, false},
	{"the button that deletes the dashboard", "", false},
}

// kanbanChecks read a sprint board by its columns and its cards.
var kanbanChecks = []denseCheck{
	{"the number of issues in progress", "3", true, "#count-progress", false},
	{"the number of issues in progress", "5", false, "#count-progress", false},
	{"the assignee of APP-142", "Jonas Weber", true, "#assignee-142", false},
	{"the assignee of APP-142", "Mia Chen", false, "#assignee-142", true},
	{"the priority of the login crash bug", "high", true, "#prio-142", true},
	{"the due date of APP-150", "December 4", true, "#due-150", false},
	{"the story points of the offline sync conflicts dialog", "8", true, "#pts-150", true},
	{"the WIP limit of the In progress column", "4", true, "#wip-progress", false},
	{"the sprint goal", "ship offline mode to beta testers", true, "#sprint-goal", false},
	{"the story points done in the sprint", "18 of 53", true, "#sprint-points", false},
	{"when the sprint ends", "December 9", true, "#sprint-end", true},
	{"the number of comments on APP-142", "3", true, "#comments-142", false},
	{"the number of comments on APP-142", "6", false, "#comments-142", true},
	{"the label of APP-131", "Design", true, "#label-131", false},
	{"the label of APP-152", "Bug", false, "#label-152", false},
	{"the number of done issues", "4", true, "#count-done", true},
	{"the days left in the sprint", "6", true, "#sprint-left", false},
}

// kanbanLocates find per-card actions (a destructive one among them) and
// the toolbar; the last names an action the card does not have.
var kanbanLocates = []denseLocate{
	{"the New issue button", "#new-issue", false},
	{"the Archive button of APP-128's card", "#archive-128", false},
	{"the button that archives APP-120", "#archive-120", true},
	{"the search field for issues", "#search", false},
	{"the button that moves APP-145 to review", "#move-145", true},
	{"the Approve button of APP-139", "#approve-139", false},
	{"the filter that shows only my issues", "#filter-mine", true},
	{"the Archive button of APP-142's card", "", false},
}

// bookingChecks read a room booking calendar, its selected booking, its
// rooms table and its booking form.
var bookingChecks = []denseCheck{
	{"the time of the design review", "10:00 to 11:00", true, "#ev-design || #sel-when", false},
	{"the time of the design review", "14:00 to 15:00", false, "#ev-design || #sel-when", false},
	{"the day of the quarterly planning", "Wednesday", true, `#ev-planning || th[data-date="2026-12-09"]`, true},
	{"the room of the quarterly planning", "Summit", true, "#ev-planning", false},
	{"the organizer of the selected booking", "Lena Brandt", true, "#sel-organizer", false},
	{"the organizer of the selected booking", "Sam Okafor", false, "#sel-organizer", true},
	{"the room of the selected booking", "Fjord", true, "#sel-room", false},
	{"the number of attendees of the selected booking", "6", true, "#sel-attendees", true},
	{"the status of the selected booking", "confirmed", true, "#sel-status", false},
	{"the status of the selected booking", "cancelled", false, "#sel-status", false},
	{"the week shown in the calendar", "December 7 to 11, 2026", true, ".fc-toolbar-title", false},
	{"the number of seats in room Delta", "8", true, "#seats-delta", false},
	{"the availability of room Delta", "free until 15:00", true, "#now-delta", true},
	{"the availability of room Summit", "available", false, "#now-summit", false},
	{"the start time of the sprint retro", "15:00", true, "#ev-retro", true},
	{"the number of bookings this week", "9", true, "#summary", false},
	{"the room selected in the booking form", "Delta", true, "#book-room", true},
}

// bookingLocates find the calendar's and the panel's controls; the last
// names a cancellation of a booking the panel does not show.
var bookingLocates = []denseLocate{
	{"the button that shows the next week", ".fc-next-button", false},
	{"the Today button", ".fc-today-button", true},
	{"the button that cancels the selected booking", "#cancel-booking", false},
	{"the Room select of the booking form", "#book-room", true},
	{"the Book button", "#book-submit", false},
	{"the button that switches to the list view", ".fc-listWeek-button", false},
	{"the button that cancels the quarterly planning", "", true},
}

// outPages are the pages above, run like kindPages. The sprint board
// waits for Tailwind's in-browser build to have styled it (the page marks
// its body once the board's grid is laid out).
var outPages = []struct {
	app, page, ready, check string
	checks                  []denseCheck
	locates                 []denseLocate
}{
	{"analytics", "analytics.html", "#realtime", "analytics", analyticsChecks, analyticsLocates},
	{"kanban", "kanban.html", "body[data-styled]", "board", kanbanChecks, kanbanLocates},
	{"booking", "booking.html", "#ev-retro", "bookings", bookingChecks, bookingLocates},
}
