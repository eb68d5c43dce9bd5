// Core's English texts of a park's detail and its amenities (react ParkDetail; the search's results and the checkout show some): they come with the components that show them, not in every
// client's first bytes (commonEn.ts). The French is parkFr.ts, fetched only by a page in French.
export const parkEn = {
  park: {
    details: 'Park details',
    loading: 'Loading park details…',
    notFoundTitle: 'Park not found',
    notFoundBody: 'We could not find this park. The link may be wrong, or the park may no longer be listed.',
    parkCode: 'Park code',
    address: 'Address',
    city: 'City',
    hours: 'Opening hours',
    openFromTo: '{{open}} to {{close}}',
    capacity: 'Capacity',
    availableSpaces: 'Available now',
    full: 'Full right now',
    amenities: 'Amenities',
    noAmenities: 'No amenities listed.',
    entryInstructions: 'How to get in',
    description: 'About this park',
    rate: 'Rate',
    rateLoading: 'Loading rate…',
    hourly: 'Per hour',
    daily: 'Per day',
    noRateForType: 'This park has no rate for this vehicle type.',
    fees: 'Fees',
    feesLoading: 'Loading fees…',
    noFees: 'No extra fees.',
    feesNote: 'Fees are added to the rate at checkout.',
    // The park's picture, where its name is not right beside it
    imageAlt: 'Car park: {{name}}',
    bookNow: 'Book now',
    notAvailableHere: 'This park is not available in your country.',
  },

  // Keyed by the amenity codes of a park
  amenities: {
    cctv: 'CCTV',
    security: 'On-site security',
    covered: 'Covered parking',
    lighting: 'Good lighting',
    ev_charging: 'EV charging',
    disabled_access: 'Disabled access',
    shuttle: 'Shuttle service',
    valet: 'Valet parking',
    car_wash: 'Car wash',
    toilets: 'Toilets',
  },
}
