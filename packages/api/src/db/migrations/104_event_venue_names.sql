-- An event's venue in French (the landmark's French name: "Stade Abdoulaye-Wade"), answered to
-- French readers as the event's own name already is. Null: the English name serves both.
ALTER TABLE events ADD COLUMN venue_name_fr text;
