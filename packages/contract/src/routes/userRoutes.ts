import { Type } from 'typebox'
import { UpdateProfileRequest, UserProfile } from '../schemas/accountSchemas.ts'
import { Fee } from '../schemas/catalogueSchemas.ts'
import { Shared } from '../schemas/helpers.ts'
import { defineRoute, ok, problems } from './defineRoute.ts'

export const getProfile = defineRoute({
  operationId: 'getProfile',
  method: 'GET',
  path: '/api/v1/users/profile',
  auth: 'bearer',
  tags: ['users'],
  summary: 'The signed-in user',
  responses: { 200: ok(Shared(UserProfile), 'The profile.'), ...problems(401) },
})

export const updateProfile = defineRoute({
  operationId: 'updateProfile',
  method: 'PATCH',
  path: '/api/v1/users/profile',
  auth: 'bearer',
  tags: ['users'],
  summary: 'Update the signed-in user',
  description: 'Only the fields sent change; `null` clears phone, country_id or language.',
  body: UpdateProfileRequest,
  responses: { 200: ok(Shared(UserProfile), 'The profile as changed.'), ...problems(400, 401, 413, 415) },
})

export const getUserFees = defineRoute({
  operationId: 'getUserFees',
  method: 'GET',
  path: '/api/v1/users/fees',
  auth: 'bearer',
  tags: ['users'],
  summary: "Fees of the signed-in user's country",
  description: 'The fees of the country in the profile, else of Nigeria (the default country).',
  responses: { 200: ok(Type.Array(Shared(Fee)), 'The fees.'), ...problems(401) },
})
