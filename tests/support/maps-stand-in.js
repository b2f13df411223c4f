/**
 * A stand-in for the Google Maps JavaScript API, served by the browser tests in place of
 * https://maps.googleapis.com/maps/api/js (tests/support/maps.ts). It is built from Google's current
 * reference (@types/google.maps) for exactly what the site calls, itself and through
 * @vis.gl/react-google-maps: the bootstrap loader's callback and importLibrary; "core" (LatLng,
 * LatLngBounds, MVCObject, event, Settings); "maps" (Map, drawn as plain DOM on a Web Mercator
 * projection, so a test can drag it and click it); "marker" (AdvancedMarkerElement, shown only on a
 * map with a Map ID, as Google does); "places" (AutocompleteSuggestion, AutocompleteSessionToken,
 * PlacePrediction, FormattableText, Place) of the Places API (New), whose requests go to
 * places.googleapis.com like the real ones, so they meet the page's Content-Security-Policy (the
 * tests answer them). It offers nothing else, and nothing Google no longer sells to new customers
 * (no AutocompleteService, Geocoder or Marker): tests/unit/maps-stand-in-surface.test.ts holds it to
 * that. Its own workings are private fields and module functions, never members. Everything the site
 * asks of it is recorded in `window.__mapsStandIn` for the tests to read.
 */
(() => {
  const script = document.currentScript;
  const scriptUrl = new URL(script ? script.src : location.href);
  const record = { script: script ? script.src : '', maps: [], calls: [] };
  window.__mapsStandIn = record;
  const note = (type, detail) => record.calls.push({ type, at: performance.now(), ...detail });

  /* ---------- coordinates ---------- */
  class LatLng {
    #lat;
    #lng;
    constructor(lat, lng) {
      if (typeof lat === 'object' && lat !== null) {
        lng = typeof lat.lng === 'function' ? lat.lng() : lat.lng;
        lat = typeof lat.lat === 'function' ? lat.lat() : lat.lat;
      }
      this.#lat = Number(lat);
      this.#lng = Number(lng);
    }
    lat() {
      return this.#lat;
    }
    lng() {
      return this.#lng;
    }
    toJSON() {
      return { lat: this.#lat, lng: this.#lng };
    }
  }
  const toLatLng = (v) => (v instanceof LatLng ? v : v ? new LatLng(v) : null);

  class LatLngBounds {
    #sw;
    #ne;
    constructor(sw, ne) {
      this.#sw = toLatLng(sw);
      this.#ne = toLatLng(ne);
    }
    toJSON() {
      return { south: this.#sw.lat(), west: this.#sw.lng(), north: this.#ne.lat(), east: this.#ne.lng() };
    }
  }

  /* ---------- events ---------- */
  const registry = new WeakMap();
  const fire = (target, name, ...args) => {
    for (const fn of [...(registry.get(target)?.get(name) ?? [])]) fn(...args);
  };
  const event = {
    addListener(target, name, fn) {
      let byName = registry.get(target);
      if (!byName) registry.set(target, (byName = new Map()));
      if (!byName.has(name)) byName.set(name, new Set());
      byName.get(name).add(fn);
      return { remove: () => byName.get(name)?.delete(fn) };
    },
    clearInstanceListeners(target) {
      registry.delete(target);
    },
  };

  class MVCObject {
    addListener(name, fn) {
      return event.addListener(this, name, fn);
    }
  }

  class Settings {
    static #instance;
    static getInstance() {
      return (Settings.#instance ??= new Settings());
    }
  }

  /* ---------- Web Mercator, 256-pixel tiles ---------- */
  const worldPoint = (p, zoom) => {
    const scale = 256 * 2 ** zoom;
    const sin = Math.min(Math.max(Math.sin((p.lat() * Math.PI) / 180), -0.9999), 0.9999);
    return { x: ((p.lng() + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
  };
  const fromWorld = (x, y, zoom) => {
    const scale = 256 * 2 ** zoom;
    const lng = (x / scale) * 360 - 180;
    const n = Math.PI - (2 * Math.PI * y) / scale;
    return new LatLng((180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n))), lng);
  };

  /* ---------- the map ---------- */
  /** What a marker needs of its map: its Map ID, the layer to sit in, the redraws, the projection. */
  const surfaces = new WeakMap();

  class GMap extends MVCObject {
    #div;
    #center;
    #zoom;
    #layer;
    #redraws = new Set();
    constructor(div, options = {}) {
      super();
      this.#div = div;
      this.#center = toLatLng(options.center) ?? new LatLng(0, 0);
      this.#zoom = Number.isFinite(options.zoom) ? options.zoom : 0;
      div.dataset.mapsStandIn = 'map';
      Object.assign(div.style, {
        position: 'relative',
        overflow: 'hidden',
        touchAction: 'none',
        background: 'repeating-linear-gradient(0deg, #dfe8ee 0 1px, #eef3f6 1px 64px), #eef3f6',
      });
      this.#layer = document.createElement('div');
      Object.assign(this.#layer.style, { position: 'absolute', inset: '0' });
      div.append(this.#layer);
      surfaces.set(this, {
        mapId: options.mapId ?? null,
        layer: this.#layer,
        redraws: this.#redraws,
        toPixel: (p) => this.#toPixel(p),
      });
      this.#listenForGestures();
      record.maps.push(this);
      note('Map', { center: this.#center.toJSON(), zoom: this.#zoom, mapId: options.mapId ?? null });
      new ResizeObserver(() => this.#render()).observe(div);
      setTimeout(() => this.#cameraChanged(), 0);
    }
    getCenter() {
      return this.#center;
    }
    getZoom() {
      return this.#zoom;
    }
    getHeading() {
      return 0;
    }
    getTilt() {
      return 0;
    }
    getBounds() {
      const { width, height } = this.#size();
      return new LatLngBounds(this.#toLatLng(0, height), this.#toLatLng(width, 0));
    }
    setOptions(options = {}) {
      if (options.center || Number.isFinite(options.zoom)) this.moveCamera({ center: options.center, zoom: options.zoom });
    }
    panTo(c) {
      note('panTo', { center: toLatLng(c).toJSON() });
      this.moveCamera({ center: c });
    }
    moveCamera(camera = {}) {
      if (camera.center) this.#center = toLatLng(camera.center);
      if (Number.isFinite(camera.zoom)) this.#zoom = camera.zoom;
      this.#cameraChanged();
    }
    #cameraChanged() {
      this.#render();
      fire(this, 'center_changed');
      fire(this, 'bounds_changed');
      fire(this, 'idle');
    }
    #size() {
      return { width: this.#div.clientWidth, height: this.#div.clientHeight };
    }
    #toPixel(p) {
      const { width, height } = this.#size();
      const c = worldPoint(this.#center, this.#zoom);
      const q = worldPoint(p, this.#zoom);
      return { x: q.x - c.x + width / 2, y: q.y - c.y + height / 2 };
    }
    #toLatLng(x, y) {
      const { width, height } = this.#size();
      const c = worldPoint(this.#center, this.#zoom);
      return fromWorld(c.x + x - width / 2, c.y + y - height / 2, this.#zoom);
    }
    #render() {
      for (const redraw of this.#redraws) redraw();
    }
    /** a press that moves is a drag (the centre follows the pointer); one that does not is a click */
    #listenForGestures() {
      let start = null;
      this.#div.addEventListener('pointerdown', (e) => {
        if (e.button !== 0 || e.target.closest('[data-maps-stand-in="marker"]')) return;
        start = { x: e.clientX, y: e.clientY, center: this.#center, dragging: false };
        this.#div.setPointerCapture?.(e.pointerId);
      });
      this.#div.addEventListener('pointermove', (e) => {
        if (!start) return;
        const dx = e.clientX - start.x;
        const dy = e.clientY - start.y;
        if (!start.dragging && Math.hypot(dx, dy) < 4) return;
        if (!start.dragging) {
          start.dragging = true;
          fire(this, 'dragstart');
        }
        const c = worldPoint(start.center, this.#zoom);
        this.#center = fromWorld(c.x - dx, c.y - dy, this.#zoom);
        this.#render();
        fire(this, 'drag');
        fire(this, 'center_changed');
        fire(this, 'bounds_changed');
      });
      this.#div.addEventListener('pointerup', (e) => {
        if (!start) return;
        const { dragging } = start;
        start = null;
        if (dragging) {
          note('dragend', { center: this.#center.toJSON() });
          fire(this, 'dragend');
          fire(this, 'idle');
          return;
        }
        const box = this.#div.getBoundingClientRect();
        const latLng = this.#toLatLng(e.clientX - box.left, e.clientY - box.top);
        note('click', { latLng: latLng.toJSON() });
        fire(this, 'click', { latLng, domEvent: e, placeId: undefined, stop() {} });
      });
    }
  }

  /* ---------- advanced markers ---------- */
  /** Google's default pin, the content of a marker that was given none. */
  const defaultPin = () => {
    const pin = document.createElement('div');
    Object.assign(pin.style, { width: '26px', height: '36px', background: '#ea4335', borderRadius: '50% 50% 50% 0', transform: 'rotate(-45deg) scale(0.8)' });
    return pin;
  };

  class AdvancedMarkerElement extends HTMLElement {
    #map = null;
    #position = null;
    #content = null;
    #zIndex = null;
    #collisionBehavior = null;
    #gmpClickable = false;
    #gmpDraggable = false;
    #anchorLeft = null;
    #anchorTop = null;
    #redraw = () => this.#place();
    constructor(options = {}) {
      super();
      this.dataset.mapsStandIn = 'marker';
      this.content = defaultPin();
      this.gmpClickable = false;
      this.addEventListener('click', (e) => {
        e.stopPropagation();
        if (this.#gmpClickable) this.dispatchEvent(new Event('gmp-click'));
      });
      Object.assign(this, options);
    }
    get map() {
      return this.#map;
    }
    set map(map) {
      if (this.#map) surfaces.get(this.#map).redraws.delete(this.#redraw);
      this.remove();
      this.#map = map ?? null;
      if (!map) return;
      const surface = surfaces.get(map);
      // Google draws advanced markers only on a map created with a Map ID
      if (!surface.mapId) {
        console.warn('The map is initialized without a valid Map ID, which will prevent use of Advanced Markers.');
        return;
      }
      surface.redraws.add(this.#redraw);
      surface.layer.append(this);
      this.#place();
      note('AdvancedMarker', { position: this.#position ? this.#position.toJSON() : null });
    }
    get position() {
      return this.#position;
    }
    set position(p) {
      this.#position = toLatLng(p);
      if (!this.#map) return;
      this.#place();
      note('AdvancedMarker', { position: this.#position ? this.#position.toJSON() : null });
    }
    get content() {
      return this.#content;
    }
    set content(el) {
      this.#content?.remove();
      this.#content = el ?? null;
      if (el) this.append(el);
    }
    get title() {
      return this.getAttribute('title') ?? '';
    }
    set title(t) {
      if (t) this.setAttribute('title', t);
      else this.removeAttribute('title');
    }
    get zIndex() {
      return this.#zIndex;
    }
    set zIndex(z) {
      this.#zIndex = z ?? null;
      this.style.zIndex = z == null ? '' : String(z);
    }
    get collisionBehavior() {
      return this.#collisionBehavior;
    }
    set collisionBehavior(c) {
      this.#collisionBehavior = c ?? null;
    }
    get gmpClickable() {
      return this.#gmpClickable;
    }
    /** a marker that is not clickable lets clicks through to the map */
    set gmpClickable(v) {
      this.#gmpClickable = Boolean(v);
      this.style.pointerEvents = this.#gmpClickable ? '' : 'none';
    }
    get gmpDraggable() {
      return this.#gmpDraggable;
    }
    set gmpDraggable(v) {
      this.#gmpDraggable = Boolean(v);
    }
    get anchorLeft() {
      return this.#anchorLeft;
    }
    set anchorLeft(v) {
      this.#anchorLeft = v ?? null;
      if (this.#map) this.#place();
    }
    get anchorTop() {
      return this.#anchorTop;
    }
    set anchorTop(v) {
      this.#anchorTop = v ?? null;
      if (this.#map) this.#place();
    }
    /** at its position, anchored at its bottom centre unless anchorLeft/anchorTop say otherwise */
    #place() {
      if (!this.#position || !this.#map) return;
      const { x, y } = surfaces.get(this.#map).toPixel(this.#position);
      Object.assign(this.style, {
        position: 'absolute',
        left: `${x}px`,
        top: `${y}px`,
        transform: `translate(${this.#anchorLeft ?? '-50%'}, ${this.#anchorTop ?? '-100%'})`,
      });
    }
  }
  customElements.define('gmp-advanced-marker', AdvancedMarkerElement);

  /* ---------- places: the Places API (New) ---------- */
  const key = scriptUrl.searchParams.get('key') ?? '';
  const PLACES_API = 'https://places.googleapis.com/v1';
  const placesCall = async (url, init) => {
    const res = await fetch(url, { ...init, headers: { 'X-Goog-Api-Key': key, ...init.headers } });
    if (!res.ok) throw new Error(`Places API (New) answered ${res.status}`);
    return res.json();
  };

  /** Each session token's identity on the wire; a token is an opaque object to the site. */
  const sessionIds = new WeakMap();
  let sessions = 0;
  class AutocompleteSessionToken {
    constructor() {
      sessionIds.set(this, `stand-in-session-${++sessions}`);
    }
  }

  class FormattableText {
    #text;
    constructor(text) {
      this.#text = text;
    }
    get text() {
      return this.#text;
    }
  }

  /** The request keys the stand-in honours; another key is refused, so the stand-in never pretends. */
  const AUTOCOMPLETE_KEYS = new Set(['input', 'includedRegionCodes', 'sessionToken']);
  /** The place fields the stand-in serves (of Google's Place fields). */
  const PLACE_FIELDS = new Set(['location', 'formattedAddress']);

  /** How a prediction hands its session to the place it becomes (not an option the site can pass). */
  const SESSION = Symbol('session');

  class Place {
    #id;
    #sessionToken;
    #location;
    #formattedAddress;
    constructor(options) {
      this.#id = options.id;
      this.#sessionToken = options[SESSION] ?? null;
    }
    get location() {
      return this.#location;
    }
    get formattedAddress() {
      return this.#formattedAddress;
    }
    async fetchFields(request) {
      const fields = [...(request?.fields ?? [])];
      const unknown = fields.filter((f) => !PLACE_FIELDS.has(f));
      if (fields.length === 0 || unknown.length > 0) throw new Error(`fetchFields: fields the stand-in does not serve: ${unknown.join(', ') || '(none asked)'}`);
      // the first details of a place from a prediction close that prediction's session
      const session = this.#sessionToken;
      this.#sessionToken = null;
      note('fetchFields', { placeId: this.#id, fields, sessionToken: session });
      const url = new URL(`${PLACES_API}/places/${encodeURIComponent(this.#id)}`);
      if (session) url.searchParams.set('sessionToken', session);
      const found = await placesCall(url, { headers: { 'X-Goog-FieldMask': fields.join(',') } });
      if (fields.includes('location')) this.#location = found.location ? new LatLng(found.location.latitude, found.location.longitude) : null;
      if (fields.includes('formattedAddress')) this.#formattedAddress = found.formattedAddress ?? null;
      return { place: this };
    }
  }
  class PlacePrediction {
    #placeId;
    #text;
    #sessionToken;
    constructor(wire, sessionToken) {
      this.#placeId = wire.placeId;
      this.#text = new FormattableText(wire.text.text);
      this.#sessionToken = sessionToken;
    }
    get placeId() {
      return this.#placeId;
    }
    get text() {
      return this.#text;
    }
    toPlace() {
      return new Place({ id: this.#placeId, [SESSION]: this.#sessionToken });
    }
  }

  class AutocompleteSuggestion {
    #placePrediction;
    constructor(placePrediction) {
      this.#placePrediction = placePrediction;
    }
    get placePrediction() {
      return this.#placePrediction;
    }
    static async fetchAutocompleteSuggestions(request) {
      const unknown = Object.keys(request).filter((k) => !AUTOCOMPLETE_KEYS.has(k));
      if (unknown.length > 0) throw new Error(`fetchAutocompleteSuggestions: the stand-in does not honour ${unknown.join(', ')}`);
      const regions = request.includedRegionCodes ?? [];
      if (regions.length > 15 || regions.some((r) => !/^[a-z]{2}$/i.test(r))) throw new Error('includedRegionCodes: up to 15 CLDR two-character region codes');
      if (request.sessionToken !== undefined && !sessionIds.has(request.sessionToken)) throw new Error('sessionToken: not an AutocompleteSessionToken');
      const sessionToken = request.sessionToken ? sessionIds.get(request.sessionToken) : null;
      note('fetchAutocompleteSuggestions', { input: request.input, includedRegionCodes: regions, sessionToken });
      const body = { input: String(request.input), ...(regions.length ? { includedRegionCodes: regions } : {}), ...(sessionToken ? { sessionToken } : {}) };
      const found = await placesCall(`${PLACES_API}/places:autocomplete`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const suggestions = (found.suggestions ?? [])
        .filter((s) => s.placePrediction)
        .map((s) => new AutocompleteSuggestion(new PlacePrediction(s.placePrediction, sessionToken)));
      return { suggestions };
    }
  }

  /* ---------- the namespace and the loader's handshake ---------- */
  const libraries = {
    core: { LatLng, LatLngBounds, MVCObject, event, Settings },
    maps: { Map: GMap },
    marker: { AdvancedMarkerElement },
    places: { AutocompleteSessionToken, AutocompleteSuggestion, FormattableText, Place, PlacePrediction },
  };
  const google = (window.google ??= {});
  const maps = (google.maps ??= {});
  Object.assign(maps, libraries.core, libraries.maps, { version: '3.66' });
  maps.marker = libraries.marker;
  maps.places = libraries.places;
  maps.importLibrary = (name) => {
    note('importLibrary', { name });
    return libraries[name] ? Promise.resolve(libraries[name]) : Promise.reject(new Error(`The Google Maps JavaScript API has no library "${name}" in this stand-in`));
  };

  // the bootstrap loader passes `callback=google.maps.__ib__`: call it, as the real script does
  const callback = scriptUrl.searchParams.get('callback');
  const fn = callback?.split('.').reduce((o, k) => (o == null ? undefined : o[k]), window);
  if (typeof fn === 'function') fn();
})();
