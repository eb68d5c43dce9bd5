-- A park search by box (the visible map) reads this index: `point(lng, lat) <@ box` is exact for
-- points, so the index alone keeps the parks inside, and the same index orders them nearest the
-- box's centre (`<->`), reading only the page. On the earth-cube index a box is a covering
-- circle plus a lat/lng filter, which the planner misjudges (it sorted every park of a city).
CREATE INDEX parks_point_idx ON parks USING gist (point(lng, lat));
