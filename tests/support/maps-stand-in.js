/**
 * A stand-in for the Google Maps JavaScript API, served by the browser tests in place of
 * https://maps.googleapis.com/maps/api/js (tests/support/maps.ts): the subset the site's maps use
 * through @vis.gl/react-google-maps — the map with its camera, events and bounds, advanced and legacy
 * markers, place autocomplete predictions and geocoding by place id — drawn as plain DOM on a Web
 * Mercator projection, so a test can drag the map, click it and click its markers. Everything the
 * site asks of it is recorded in `window.__mapsStandIn` for the tests to read.
 */
(() => {
  const script = document.currentScript;
  const record = { script: script ? script.src : '', maps: [], calls: [] };
  window.__mapsStandIn = record;
  const note = (type, detail) => record.calls.push({ type, at: performance.now(), ...detail });

  /* ---------- coordinates ---------- */
  class LatLng {
    constructor(lat, lng) {
      if (typeof lat === 'object' && lat !== null) {
        lng = typeof lat.lng === 'function' ? lat.lng() : lat.lng;
        lat = typeof lat.lat === 'function' ? lat.lat() : lat.lat;
      }
      this._lat = Number(lat);
      this._lng = Number(lng);
    }
    lat() {
      return this._lat;
    }
    lng() {
      return this._lng;
    }
    toJSON() {
      return { lat: this._lat, lng: this._lng };
    }
    equals(o) {
      return Boolean(o) && o.lat() === this._lat && o.lng() === this._lng;
    }
    toString() {
      return `(${this._lat}, ${this._lng})`;
    }
  }
  const toLatLng = (v) => (v instanceof LatLng ? v : v ? new LatLng(v) : null);

  class LatLngBounds {
    constructor(sw, ne) {
      this.sw = toLatLng(sw);
      this.ne = toLatLng(ne);
    }
    getSouthWest() {
      return this.sw;
    }
    getNorthEast() {
      return this.ne;
    }
    getCenter() {
      return new LatLng((this.sw.lat() + this.ne.lat()) / 2, (this.sw.lng() + this.ne.lng()) / 2);
    }
    contains(p) {
      const q = toLatLng(p);
      return q.lat() >= this.sw.lat() && q.lat() <= this.ne.lat() && q.lng() >= this.sw.lng() && q.lng() <= this.ne.lng();
    }
    extend(p) {
      const q = toLatLng(p);
      if (!this.sw) {
        this.sw = q;
        this.ne = q;
      } else {
        this.sw = new LatLng(Math.min(this.sw.lat(), q.lat()), Math.min(this.sw.lng(), q.lng()));
        this.ne = new LatLng(Math.max(this.ne.lat(), q.lat()), Math.max(this.ne.lng(), q.lng()));
      }
      return this;
    }
    toJSON() {
      return { south: this.sw.lat(), west: this.sw.lng(), north: this.ne.lat(), east: this.ne.lng() };
    }
  }

  /* ---------- events ---------- */
  const registry = new WeakMap();
  const event = {
    addListener(target, name, fn) {
      let byName = registry.get(target);
      if (!byName) registry.set(target, (byName = new Map()));
      if (!byName.has(name)) byName.set(name, new Set());
      byName.get(name).add(fn);
      return { remove: () => byName.get(name)?.delete(fn) };
    },
    removeListener(listener) {
      listener?.remove();
    },
    clearInstanceListeners(target) {
      registry.delete(target);
    },
    trigger(target, name, ...args) {
      for (const fn of [...(registry.get(target)?.get(name) ?? [])]) fn(...args);
    },
  };

  class MVCObject {
    addListener(name, fn) {
      return event.addListener(this, name, fn);
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
  class GMap extends MVCObject {
    constructor(div, options = {}) {
      super();
      this.div = div;
      this.options = { ...options };
      this.center = toLatLng(options.center) ?? new LatLng(0, 0);
      this.zoom = Number.isFinite(options.zoom) ? options.zoom : 0;
      this.overlays = new Set();
      this.controls = [];
      div.dataset.mapsStandIn = 'map';
      Object.assign(div.style, {
        position: 'relative',
        overflow: 'hidden',
        touchAction: 'none',
        background: 'repeating-linear-gradient(0deg, #dfe8ee 0 1px, #eef3f6 1px 64px), #eef3f6',
      });
      this.layer = document.createElement('div');
      Object.assign(this.layer.style, { position: 'absolute', inset: '0' });
      div.append(this.layer);
      this.listenForGestures();
      record.maps.push(this);
      note('Map', { center: this.center.toJSON(), zoom: this.zoom, mapId: options.mapId ?? null });
      this.resize = new ResizeObserver(() => this.render());
      this.resize.observe(div);
      setTimeout(() => this.cameraChanged(), 0);
    }
    getDiv() {
      return this.div;
    }
    getCenter() {
      return this.center;
    }
    getZoom() {
      return this.zoom;
    }
    getHeading() {
      return 0;
    }
    getTilt() {
      return 0;
    }
    getBounds() {
      const { width, height } = this.size();
      return new LatLngBounds(this.pixelToLatLng(0, height), this.pixelToLatLng(width, 0));
    }
    setOptions(options = {}) {
      Object.assign(this.options, options);
      if (options.center || Number.isFinite(options.zoom)) {
        this.moveCamera({ center: options.center, zoom: options.zoom });
      }
    }
    setCenter(c) {
      this.moveCamera({ center: c });
    }
    setZoom(z) {
      this.moveCamera({ zoom: z });
    }
    panTo(c) {
      note('panTo', { center: toLatLng(c).toJSON() });
      this.moveCamera({ center: c });
    }
    panBy(x, y) {
      const { width, height } = this.size();
      this.moveCamera({ center: this.pixelToLatLng(width / 2 + x, height / 2 + y) });
    }
    fitBounds(b) {
      const bounds = b instanceof LatLngBounds ? b : new LatLngBounds({ lat: b.south, lng: b.west }, { lat: b.north, lng: b.east });
      this.moveCamera({ center: bounds.getCenter() });
    }
    moveCamera(camera = {}) {
      if (camera.center) this.center = toLatLng(camera.center);
      if (Number.isFinite(camera.zoom)) this.zoom = camera.zoom;
      this.cameraChanged();
    }
    cameraChanged() {
      this.render();
      event.trigger(this, 'center_changed');
      event.trigger(this, 'bounds_changed');
      event.trigger(this, 'idle');
    }
    size() {
      return { width: this.div.clientWidth, height: this.div.clientHeight };
    }
    latLngToPixel(p) {
      const { width, height } = this.size();
      const c = worldPoint(this.center, this.zoom);
      const q = worldPoint(p, this.zoom);
      return { x: q.x - c.x + width / 2, y: q.y - c.y + height / 2 };
    }
    pixelToLatLng(x, y) {
      const { width, height } = this.size();
      const c = worldPoint(this.center, this.zoom);
      return fromWorld(c.x + x - width / 2, c.y + y - height / 2, this.zoom);
    }
    render() {
      for (const overlay of this.overlays) overlay.place(this);
    }
    /** a press that moves is a drag (the centre follows the pointer); one that does not is a click */
    listenForGestures() {
      let start = null;
      this.div.addEventListener('pointerdown', (e) => {
        if (e.button !== 0 || e.target.closest('[data-maps-stand-in="marker"]')) return;
        start = { x: e.clientX, y: e.clientY, center: this.center, dragging: false };
        this.div.setPointerCapture?.(e.pointerId);
      });
      this.div.addEventListener('pointermove', (e) => {
        if (!start) return;
        const dx = e.clientX - start.x;
        const dy = e.clientY - start.y;
        if (!start.dragging && Math.hypot(dx, dy) < 4) return;
        if (!start.dragging) {
          start.dragging = true;
          event.trigger(this, 'dragstart');
        }
        const c = worldPoint(start.center, this.zoom);
        this.center = fromWorld(c.x - dx, c.y - dy, this.zoom);
        this.render();
        event.trigger(this, 'drag');
        event.trigger(this, 'center_changed');
        event.trigger(this, 'bounds_changed');
      });
      this.div.addEventListener('pointerup', (e) => {
        if (!start) return;
        const { dragging } = start;
        start = null;
        if (dragging) {
          note('dragend', { center: this.center.toJSON() });
          event.trigger(this, 'dragend');
          event.trigger(this, 'idle');
          return;
        }
        const box = this.div.getBoundingClientRect();
        const latLng = this.pixelToLatLng(e.clientX - box.left, e.clientY - box.top);
        note('click', { latLng: latLng.toJSON() });
        event.trigger(this, 'click', { latLng, domEvent: e, placeId: undefined, stop() {} });
      });
    }
  }

  /** Puts an element on the map at a position, anchored at its bottom centre. */
  const placeAt = (el, map, position) => {
    if (!position) return;
    const { x, y } = map.latLngToPixel(toLatLng(position));
    Object.assign(el.style, { position: 'absolute', left: `${x}px`, top: `${y}px`, transform: 'translate(-50%, -100%)' });
  };

  /* ---------- markers ---------- */
  class AdvancedMarkerElement extends HTMLElement {
    constructor(options = {}) {
      super();
      this._map = null;
      this._content = null;
      this.dataset.mapsStandIn = 'marker';
      this.gmpClickable = false;
      this.gmpDraggable = false;
      this.addEventListener('click', (e) => {
        e.stopPropagation();
        if (this.gmpClickable) this.dispatchEvent(new CustomEvent('gmp-click', { detail: { latLng: this._position } }));
      });
      Object.assign(this, options);
    }
    get map() {
      return this._map;
    }
    set map(map) {
      this._map?.overlays.delete(this);
      this.remove();
      this._map = map ?? null;
      if (!map) return;
      map.overlays.add(this);
      map.layer.append(this);
      this.place(map);
      note('AdvancedMarker', { position: this._position ? toLatLng(this._position).toJSON() : null });
    }
    get position() {
      return this._position ?? null;
    }
    set position(p) {
      this._position = p ?? null;
      if (this._map) this.place(this._map);
    }
    get content() {
      return this._content;
    }
    set content(el) {
      this._content?.remove();
      this._content = el;
      if (el) this.append(el);
    }
    get zIndex() {
      return Number(this.style.zIndex) || null;
    }
    set zIndex(z) {
      this.style.zIndex = z == null ? '' : String(z);
    }
    get title() {
      return this.getAttribute('title') ?? '';
    }
    set title(t) {
      if (t) this.setAttribute('title', t);
      else this.removeAttribute('title');
    }
    addListener(name, fn) {
      return event.addListener(this, name, fn);
    }
    place(map) {
      placeAt(this, map, this._position);
    }
  }
  customElements.define('gmp-advanced-marker', AdvancedMarkerElement);

  /** The legacy marker (a pin) the location modal and the submission map use. */
  class Marker extends MVCObject {
    constructor(options = {}) {
      super();
      this.el = document.createElement('div');
      this.el.dataset.mapsStandIn = 'marker';
      this.el.setAttribute('role', 'img');
      Object.assign(this.el.style, { width: '20px', height: '30px', background: '#c0392b', borderRadius: '50% 50% 50% 0' });
      this.el.addEventListener('click', (e) => {
        e.stopPropagation();
        event.trigger(this, 'click', { latLng: this.position, domEvent: e, stop() {} });
      });
      this.map = null;
      this.position = null;
      this.setOptions(options);
    }
    setOptions(options = {}) {
      if ('position' in options) this.setPosition(options.position);
      if ('title' in options) this.setTitle(options.title);
      if ('map' in options) this.setMap(options.map);
    }
    setPosition(p) {
      this.position = toLatLng(p);
      note('Marker', { position: this.position ? this.position.toJSON() : null });
      if (this.map) this.place(this.map);
    }
    getPosition() {
      return this.position;
    }
    setTitle(t) {
      this.el.setAttribute('aria-label', t || 'Marker');
      this.el.title = t || '';
    }
    setDraggable() {}
    setVisible(v) {
      this.el.hidden = !v;
    }
    setMap(map) {
      this.map?.overlays.delete(this);
      this.el.remove();
      this.map = map ?? null;
      if (!map) return;
      map.overlays.add(this);
      map.layer.append(this.el);
      this.place(map);
    }
    getMap() {
      return this.map;
    }
    place(map) {
      placeAt(this.el, map, this.position);
    }
  }

  /* ---------- places and geocoding ---------- */
  const PLACES = [
    { id: 'stand-in-tower-road', text: 'Tower Road, Sliema, Malta', lat: 35.9125, lng: 14.504 },
    { id: 'stand-in-republic-street', text: 'Republic Street, Valletta, Malta', lat: 35.8989, lng: 14.5146 },
    { id: 'stand-in-triq-ir-repubblika', text: 'Triq ir-Repubblika, Victoria, Gozo, Malta', lat: 36.0443, lng: 14.2398 },
  ];
  const answer = (value, callback) => {
    if (callback) setTimeout(() => callback(...value), 0);
    return Promise.resolve(value[0]);
  };

  class AutocompleteService {
    getPlacePredictions(request, callback) {
      note('getPlacePredictions', { input: request.input, country: request.componentRestrictions?.country ?? null });
      const words = String(request.input).toLowerCase().split(/\W+/).filter((w) => w.length >= 3);
      const found = PLACES.filter((p) => words.some((w) => p.text.toLowerCase().includes(w)));
      const predictions = found.map((p) => ({
        place_id: p.id,
        description: p.text,
        structured_formatting: { main_text: p.text.split(',')[0], secondary_text: p.text.split(',').slice(1).join(',').trim() },
        types: ['route'],
      }));
      return answer([{ predictions }, 'OK'], callback && ((r, s) => callback(r.predictions, s)));
    }
  }

  class Geocoder {
    geocode(request, callback) {
      note('geocode', { placeId: request.placeId ?? null, address: request.address ?? null });
      const place = PLACES.find((p) => p.id === request.placeId || p.text === request.address);
      const results = place
        ? [{ place_id: place.id, formatted_address: place.text, geometry: { location: new LatLng(place.lat, place.lng) } }]
        : [];
      return answer([{ results }, results.length ? 'OK' : 'ZERO_RESULTS'], callback && ((r, s) => callback(r.results, s)));
    }
  }

  /* ---------- the namespace and the loader's handshake ---------- */
  let settings;
  const Settings = { getInstance: () => (settings ??= {}) };
  const libraries = {
    core: { LatLng, LatLngBounds, MVCObject, event, Settings },
    maps: { Map: GMap },
    marker: { AdvancedMarkerElement, Marker, PinElement: class PinElement {}, CollisionBehavior: {} },
    places: { AutocompleteService, PlacesServiceStatus: { OK: 'OK', ZERO_RESULTS: 'ZERO_RESULTS' } },
    geocoding: { Geocoder, GeocoderStatus: { OK: 'OK', ZERO_RESULTS: 'ZERO_RESULTS' } },
  };
  const google = (window.google ??= {});
  const maps = (google.maps ??= {});
  Object.assign(maps, { version: '3.62.0', Map: GMap, LatLng, LatLngBounds, MVCObject, Marker, event, Settings });
  maps.marker = libraries.marker;
  maps.places = libraries.places;
  maps.importLibrary = (name) => {
    note('importLibrary', { name });
    return libraries[name] ? Promise.resolve(libraries[name]) : Promise.reject(new Error(`no library ${name}`));
  };

  // the bootstrap loader passes `callback=google.maps.__ib__`: call it, as the real script does
  const callback = new URL(record.script || location.href).searchParams.get('callback');
  const fn = callback?.split('.').reduce((o, k) => (o == null ? undefined : o[k]), window);
  if (typeof fn === 'function') fn();
})();
