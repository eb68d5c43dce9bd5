import { describe, expect, it } from 'vitest'
import type { Vehicle } from '../api/types.ts'
import { createVehiclesStore } from '../stores/createVehiclesStore.ts'
import { createFakeServer, createTestApi, createTestStorage, problemReply, vehicle } from './stores.fakeApi.ts'

function setup() {
  const server = createFakeServer()
  const { storage } = createTestStorage()
  const store = createVehiclesStore({ api: createTestApi(server), storage })
  let nextId = 10
  server.on('GET', '/user/vehicles/', { body: [vehicle(1, { is_default: true }), vehicle(2)] })
  server.on('POST', '/user/vehicles/', (request) => ({ status: 201, body: vehicle(nextId++, request.body as Partial<Vehicle>) }))
  server.on('PUT', /^\/user\/vehicles\/\d+$/, (request) => ({ body: vehicle(Number(request.path.split('/')[3]), request.body as Partial<Vehicle>) }))
  server.on('DELETE', /^\/user\/vehicles\/\d+$/, { body: { detail: 'Vehicle deleted' } })
  server.on('PUT', /^\/user\/vehicles\/\d+\/default$/, (request) => ({ body: vehicle(Number(request.path.split('/')[3]), { is_default: true }) }))
  return { server, storage, store }
}

const defaults = (vehicles: Vehicle[]) => vehicles.filter((v) => v.is_default).map((v) => v.id)

describe('vehicles store', () => {
  it('lists with the bearer, loading → success, and caches under `vehicles`', async () => {
    const { server, store, storage } = setup()
    const loading = store.getState().list()
    expect(store.getState().status).toBe('loading')
    await loading
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-1')
    expect(store.getState().vehicles.map((v) => v.id)).toEqual([1, 2])
    expect(store.getState().status).toBe('success')
    expect(storage.get('vehicles')?.map((v) => v.id)).toEqual([1, 2])
  })

  it('starts from the cache', async () => {
    const { storage } = setup()
    storage.set('vehicles', [vehicle(3)])
    const store = createVehiclesStore({ api: createTestApi(createFakeServer()), storage })
    expect(store.getState().vehicles.map((v) => v.id)).toEqual([3])
  })

  it('add posts the vehicle and appends it', async () => {
    const { server, store, storage } = setup()
    await store.getState().list()
    await store.getState().add({ plate_number: 'DKR-1', vehicle_type_id: 1 })
    expect(server.to('POST', '/user/vehicles/')[0]?.body).toEqual({ plate_number: 'DKR-1', vehicle_type_id: 1 })
    expect(store.getState().vehicles.map((v) => v.plate_number)).toContain('DKR-1')
    expect(storage.get('vehicles')).toHaveLength(3)
  })

  it('edit puts the changes and replaces the entry', async () => {
    const { server, store } = setup()
    await store.getState().list()
    await store.getState().edit(2, { color: 'blue' })
    expect(server.to('PUT', '/user/vehicles/2')[0]?.body).toEqual({ color: 'blue' })
    expect(store.getState().vehicles.find((v) => v.id === 2)?.color).toBe('blue')
  })

  it('remove deletes and drops the entry', async () => {
    const { server, store, storage } = setup()
    await store.getState().list()
    await store.getState().remove(2)
    expect(server.to('DELETE', '/user/vehicles/2')).toHaveLength(1)
    expect(store.getState().vehicles.map((v) => v.id)).toEqual([1])
    expect(storage.get('vehicles')?.map((v) => v.id)).toEqual([1])
  })

  it('setDefault leaves exactly one default', async () => {
    const { server, store, storage } = setup()
    await store.getState().list()
    await store.getState().setDefault(2)
    expect(server.to('PUT', '/user/vehicles/2/default')).toHaveLength(1)
    expect(defaults(store.getState().vehicles)).toEqual([2])
    expect(defaults(storage.get('vehicles') ?? [])).toEqual([2])
  })

  it('adding a vehicle marked default takes the default from the others', async () => {
    const { store } = setup()
    await store.getState().list()
    const added = await store.getState().add({ plate_number: 'NEW', vehicle_type_id: 1, is_default: true })
    expect(defaults(store.getState().vehicles)).toEqual([added.id])
  })

  it('a failed change shows the message and rejects', async () => {
    const { server, store } = setup()
    server.on('DELETE', '/user/vehicles/9', problemReply('vehicle.not_found'))
    await expect(store.getState().remove(9)).rejects.toThrow('Vehicle not found.')
    expect(store.getState().mutation).toEqual({ status: 'error', error: expect.objectContaining({ message: 'Vehicle not found.' }) })
  })

  it('reset forgets the vehicles and the cache', async () => {
    const { store, storage } = setup()
    await store.getState().list()
    store.getState().reset()
    expect(store.getState().vehicles).toEqual([])
    expect(storage.get('vehicles')).toBeNull()
  })
})
