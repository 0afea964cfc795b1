// Every address the portal answers belongs to one route, whatever the order of its routes. The server
// matches in the order of its build's route table and React (on the server and in the browser) in the order
// of the assets manifest, which the compiler sorts by chunk file name: two routes of the same rank for one
// address are then matched differently, and React renders a route whose data the server did not load (a
// 500 for /station/{owner}/post/write/edit). The check matches each address in the table's order and in the
// reverse one (which flips every tie) and expects the same routes.
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { routeAddresses, routeTable as table, wordsAtDepth } from "../../route-table";

function routeTree(parentId: string | undefined, reversed: boolean): AgnosticRouteObject[] {
  const children = table
    .filter((route) => route.parentId === parentId)
    .map(
      (route) =>
        ({ id: route.id, path: route.path, index: route.index, children: route.index ? undefined : routeTree(route.id, reversed) }) as AgnosticRouteObject,
    );
  return reversed ? children.reverse() : children;
}

/**
 * Addresses where routes may meet: each path with its optional segments left out or in, and each dynamic
 * segment filled with every static word that some route has at that depth (and with a plain number).
 */
function addressesToTry(): string[] {
  const words = wordsAtDepth();
  return routeAddresses((_name, _index, depth) => [...(words.get(depth) ?? []), "1"]);
}

describe("the route table", () => {
  const inOrder = routeTree(undefined, false);
  const reversed = routeTree(undefined, true);
  const matched = (routes: AgnosticRouteObject[], address: string) => matchRoutes(routes, address)?.map((match) => match.route.id) ?? [];

  it("has the station's pages (the table was read)", () => {
    expect(table.map((route) => route.id)).toContain("routes/station.$streamerId.post.$titleNo.edit");
  });

  it("gives every address one route, in whatever order its routes are", () => {
    const addresses = addressesToTry();
    expect(addresses).toContain("/station/1/post/write/edit");
    const ambiguous = addresses.filter((address) => matched(inOrder, address).join() !== matched(reversed, address).join());
    expect(ambiguous).toEqual([]);
  });

  it("sends /station/{id}/post/write/edit, a post 'write' to edit or a board 'edit' to write in, to its own 404 route", () => {
    expect(matched(inOrder, "/station/streamer01/post/write/edit").at(-1)).toBe("routes/station.$streamerId.post.write.edit");
  });
});
