-- wrk's request generator for the ingestion benchmark (scripts/bench/ingest.mjs): every request
-- is a distinct, valid page_view beacon, as the tracker sends it (protocol.ts UploadWrapper: base64
-- of {data, mode, upload_id}, data base64 of the payload), with its own upload id and reader.
-- Arguments after `--`: run id, the site's origin, the page path the beacons report.
local bit = require('bit')
local band, rshift, lshift, bor = bit.band, bit.rshift, bit.lshift, bit.bor
local alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
local enc = {}
for i = 0, 63 do enc[i] = alphabet:sub(i + 1, i + 1) end
-- Standard base64 with padding.
local function b64(data)
  local out, len = {}, #data
  for i = 1, len - 2, 3 do
    local a, b, c = data:byte(i, i + 2)
    local v = bor(lshift(a, 16), lshift(b, 8), c)
    out[#out + 1] = enc[rshift(v, 18)] .. enc[band(rshift(v, 12), 63)] .. enc[band(rshift(v, 6), 63)] .. enc[band(v, 63)]
  end
  local rest = len % 3
  if rest == 1 then
    local a = data:byte(len)
    out[#out + 1] = enc[rshift(a, 2)] .. enc[lshift(band(a, 3), 4)] .. '=='
  elseif rest == 2 then
    local a, b = data:byte(len - 1, len)
    local v = bor(lshift(a, 8), b)
    out[#out + 1] = enc[rshift(v, 10)] .. enc[band(rshift(v, 4), 63)] .. enc[lshift(band(v, 15), 2)] .. '='
  end
  return table.concat(out)
end
local threads = {}
function setup(thread)
  thread:set('tid', #threads + 1)
  table.insert(threads, thread)
end
function init(args)
  run, base, page = args[1], args[2], args[3]
  n = 0
end
function request()
  n = n + 1
  local id = run .. '-' .. tid .. '-' .. n
  local payload = '{"event":"page_view","token_id":"bench-' .. id .. '","url":"' .. base .. page ..
    '","viewport_height":800,"viewport_width":1280,"web_version":"2.2.12"}'
  local body = b64('{"data":"' .. b64(payload) .. '","mode":"beacon","upload_id":"bench-' .. id .. '"}')
  return wrk.format('POST', nil, { ['content-type'] = 'text/plain;charset=UTF-8', ['user-agent'] = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 tsuzuri-bench' }, body)
end
